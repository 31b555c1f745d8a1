'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { setMeasurementUnit, useMeasurementUnit } from '@/components/profile/unit-store';
import type { Unit } from '@/lib/talents/measurements';
import styles from './package.module.css';

const UNITS: readonly Unit[] = ['metric', 'imperial'];

/**
 * The unit switch of a package (the profile's, remembered across pages): every talent's measurements
 * are in the server HTML in both units, and this only says which one shows. The list it wraps is not
 * drawn again by React when the unit changes. Without script, centimetres.
 */
export function UnitScope({ children }: { children: ReactNode }) {
  const t = useTranslations('Profile');
  const tPackage = useTranslations('Package');
  const unit = useMeasurementUnit();
  return (
    <div className={styles.scope} data-unit={unit}>
      <div className={styles.units} role="group" aria-label={tPackage('units')}>
        {UNITS.map((option) => (
          <button key={option} type="button" className={styles.unit} aria-pressed={unit === option} onClick={() => setMeasurementUnit(option)}>
            {t(option)} <span className="visually-hidden">({t(option === 'metric' ? 'metricLabel' : 'imperialLabel')})</span>
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
