'use client';

import { useTranslations } from 'next-intl';
import type { Measurement, Unit } from '@/lib/talents/measurements';
import { displayMeasurement, hasImperialValues } from '@/lib/roster/units';
import { setMeasurementUnit, useMeasurementUnit } from './unit-store';
import styles from './measurements-panel.module.css';

type Props = { metric: Measurement[]; imperial: Measurement[] };

const UNITS: readonly Unit[] = ['metric', 'imperial'];

export function MeasurementsPanel({ metric, imperial }: Props) {
  const t = useTranslations('Profile');
  const unit = useMeasurementUnit();
  const switchable = hasImperialValues(metric, imperial);
  const list = unit === 'imperial' && switchable ? imperial : metric;
  if (metric.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="measurements-title">
      <div className={styles.head}>
        <h2 id="measurements-title" className={styles.title}>{t('measurements')}</h2>
        {switchable ? (
          <div className={styles.units} role="group" aria-label={t('units')}>
            {UNITS.map((option) => (
              <button
                key={option}
                type="button"
                className={styles.unit}
                aria-pressed={unit === option}
                onClick={() => setMeasurementUnit(option)}
              >
                {/* Spelled out for screen readers, after the visible text so the name still starts with what is seen. */}
                {t(option)} <span className="visually-hidden">({t(option === 'metric' ? 'metricLabel' : 'imperialLabel')})</span>
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <dl className={styles.list}>
        {list.map((item) => (
          <div key={item.key} className={styles.row}>
            <dt className={styles.label}>{t(`measure.${item.key}`)}</dt>
            <dd className={styles.value}>{displayMeasurement(item, unit === 'imperial' && switchable ? 'imperial' : 'metric')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
