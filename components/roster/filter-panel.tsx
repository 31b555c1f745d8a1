/**
 * The roster filters' markup, one piece for both of its lives: drawn by the server as a plain GET
 * form (no script: the browser sends it to the board's address), and drawn again by the live form
 * (roster-filters.tsx, loaded on the visitor's first interest) with its handlers, so the two look
 * and read the same. The filter panel's root element is the island's (filter-island.tsx).
 */
import type { FormEvent, KeyboardEvent, Ref } from 'react';
// The addresses here are already localized (lib/roster/filter-view.ts), query included; next-intl's
// typed router would localize the pathname again and escape the commas the address keeps readable.
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link';
import type { FilterChoices } from '@/lib/roster/filter-query';
import type { FilterView } from '@/lib/roster/filter-view';
import { heightLabel } from '@/lib/roster/units';
import type { Unit } from '@/lib/talents/measurements';
import { FilterChoicesGroup as Choices } from './filter-choices';
import styles from './roster-filters.module.css';

type FilterKey =
  | 'filters' | 'filtersActive' | 'height' | 'from' | 'to' | 'heightFrom' | 'heightTo' | 'hair' | 'eyes' | 'board' | 'anyBoard'
  | 'applyFilters' | 'clearFilters' | 'removeFilter' | 'updating' | 'activeFilters' | 'heightChip' | 'where' | 'inTownOnly';

/** The Roster messages the panel reads: next-intl's translator, on the server or in the browser. */
export type FilterText = (key: FilterKey, values?: Record<string, string | number>) => string;

/** The live form's state and handlers; without them the panel is the server's plain form. */
export type LiveHandlers = {
  detailsRef: Ref<HTMLDetailsElement>;
  summaryRef: Ref<HTMLElement>;
  formRef: Ref<HTMLFormElement>;
  pending: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLDetailsElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onHeight: (end: 'from' | 'to', cm: number) => void;
  onToggle: (kind: 'hair' | 'eyes', slug: string, on: boolean) => void;
  onBoard: (slug: string) => void;
  onInTown: (on: boolean) => void;
};

type Props = { view: FilterView; text: FilterText; choices: FilterChoices; unit: Unit; live?: LiveHandlers };

/** What the form holds for the filters in the address. */
export function choicesOf(view: FilterView): FilterChoices {
  return {
    from: view.height.from,
    to: view.height.to,
    hair: view.hair.filter((item) => item.checked).map((item) => item.slug),
    eyes: view.eyes.filter((item) => item.checked).map((item) => item.slug),
    board: view.boards?.find((item) => item.checked)?.slug ?? '',
    inTown: view.inTown,
  };
}

/** The in-town box's value: the one the address keeps (lib/roster/filters.ts IN_TOWN_VALUE). */
const IN_TOWN_CHOICE = '1';

function heights(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

export function FilterPanel({ view, text: t, choices, unit, live }: Props) {
  const active = view.chips.length;
  const chipLabel = (chip: FilterView['chips'][number]) => {
    if (chip.name !== 'height') return chip.label;
    const [min, max] = chip.slug.split('-').map(Number);
    const range = min === max ? heightLabel(min!, unit) : t('heightChip', { min: heightLabel(min!, unit), max: heightLabel(max!, unit) });
    return `${t('height')} ${range}`;
  };

  return (
    <>
      {/* The live form's props are left out of the plain one, which the page's payload also carries. */}
      <details {...(live ? { ref: live.detailsRef, onKeyDown: live.onKeyDown } : {})} className={styles.details}>
        <summary {...(live ? { ref: live.summaryRef } : {})} className={styles.summary}>
          <span>{t('filters')}</span>
          {active > 0 ? <span className={styles.badge}>{t('filtersActive', { count: active })}</span> : null}
          <span className={styles.chevron} aria-hidden="true" />
        </summary>
        <form
          // data-live: the live form's mark; tests wait for it before changing the form.
          {...(live ? { ref: live.formRef, onSubmit: live.onSubmit, 'aria-busy': live.pending || undefined, 'data-live': true } : {})}
          method="get"
          action={view.action}
          className={styles.form}
        >
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('height')}</legend>
            <div className={styles.range}>
              {(['from', 'to'] as const).map((end) => (
                <label key={end} className={styles.select}>
                  <span className={styles.selectLabel}>{t(end)}</span>
                  <select
                    name={view.params.height}
                    {...(live
                      ? { value: choices[end], onChange: (event: { currentTarget: HTMLSelectElement }) => live.onHeight(end, Number(event.currentTarget.value)) }
                      : { defaultValue: choices[end] })}
                    aria-label={t(end === 'from' ? 'heightFrom' : 'heightTo')}
                    data-field={view.params.height}
                    data-value={end}
                  >
                    {heights(view.height.min, view.height.max).map((cm) => (
                      <option key={cm} value={cm}>
                        {heightLabel(cm, unit)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </fieldset>
          {view.hair.length > 0 ? (
            <Choices legend={t('hair')} name={view.params.hair} items={view.hair} chosen={choices.hair} onToggle={live && ((slug, on) => live.onToggle('hair', slug, on))} />
          ) : null}
          {view.eyes.length > 0 ? (
            <Choices legend={t('eyes')} name={view.params.eyes} items={view.eyes} chosen={choices.eyes} onToggle={live && ((slug, on) => live.onToggle('eyes', slug, on))} />
          ) : null}
          {view.boards && view.boards.length > 0 ? (
            <Choices
              legend={t('board')}
              name={view.params.board}
              type="radio"
              wide
              items={[{ slug: '', label: t('anyBoard') }, ...view.boards]}
              chosen={[choices.board]}
              onToggle={live && ((slug) => live.onBoard(slug))}
            />
          ) : null}
          <Choices
            legend={t('where')}
            name={view.params.inTown}
            items={[{ slug: IN_TOWN_CHOICE, label: t('inTownOnly') }]}
            chosen={choices.inTown ? [IN_TOWN_CHOICE] : []}
            onToggle={live && ((_, on) => live.onInTown(on))}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.apply}>
              {t('applyFilters')}
            </button>
            {active > 0 ? (
              <NextLink href={view.action} scroll={false} className={styles.clear}>
                {t('clearFilters')}
              </NextLink>
            ) : null}
          </div>
        </form>
      </details>
      <p className={styles.updating} role="status">
        {live?.pending ? t('updating') : ''}
      </p>
      {active > 0 ? (
        <ul className={styles.chips} aria-label={t('activeFilters')}>
          {view.chips.map((chip) => (
            <li key={`${chip.name}:${chip.slug}`}>
              <NextLink href={chip.href} scroll={false} className={styles.chip} aria-label={t('removeFilter', { label: chipLabel(chip) })}>
                {chipLabel(chip)}
                {/* The × is drawn by the style sheet: as text it would be part of what the link shows but not of its name (WCAG 2.5.3). */}
                <span aria-hidden="true" className={styles.remove} />
              </NextLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
