/** One group of the roster filters' choices (hair, eyes, board): checkboxes or radios named as the address spells them. */
import type { ChangeEvent } from 'react';
import type { FilterChoice } from '@/lib/roster/filter-view';
import styles from './roster-filters.module.css';

type ChoicesProps = {
  legend: string;
  name: string;
  items: FilterChoice[];
  chosen: readonly string[];
  /** The live form's handler; without it the boxes are a plain form's, checked as the address says. */
  onToggle?: (slug: string, on: boolean) => void;
  type?: 'checkbox' | 'radio';
  /** A whole row on wide screens. */
  wide?: boolean;
};

export function FilterChoicesGroup({ legend, name, items, chosen, onToggle, type = 'checkbox', wide = false }: ChoicesProps) {
  return (
    <fieldset className={wide ? `${styles.group} ${styles.wide}` : styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {items.map((item) => (
          <label key={item.slug || 'any'}>
            <input
              type={type}
              name={name}
              value={item.slug}
              // Only what each case needs: the plain form's boxes are also in the page's payload, once each.
              {...(onToggle
                ? { checked: chosen.includes(item.slug), onChange: (event: ChangeEvent<HTMLInputElement>) => onToggle(item.slug, event.currentTarget.checked) }
                : chosen.includes(item.slug)
                  ? { defaultChecked: true }
                  : {})}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
