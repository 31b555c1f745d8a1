'use client';

import { useTranslations } from 'next-intl';
import { setMeasurementUnit, useMeasurementUnit } from '@/components/profile/unit-store';
import type { Unit } from '@/lib/talents/measurements';
import styles from './package.module.css';

const UNITS: readonly Unit[] = ['metric', 'imperial'];

/**
 * The package's measurement unit (the profile's, remembered across pages), beside the page's eyebrow:
 * on a phone it takes no row of its own above the first talent. The talent list reads the same store.
 */
export function UnitSwitch() {
  const t = useTranslations('Profile');
  const tPackage = useTranslations('Package');
  const unit = useMeasurementUnit();
  return (
    <div className={styles.units} role="group" aria-label={tPackage('units')}>
      {UNITS.map((option) => (
        <button key={option} type="button" className={styles.unit} aria-pressed={unit === option} onClick={() => setMeasurementUnit(option)}>
          {t(option)} <span className="visually-hidden">({t(option === 'metric' ? 'metricLabel' : 'imperialLabel')})</span>
        </button>
      ))}
    </div>
  );
}
