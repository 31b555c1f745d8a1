'use client';

import { useEffect, useRef, useState, useTransition, type KeyboardEvent } from 'react';
import { useIsHydrated } from '@/lib/browser/hydration';
import { useTranslations } from 'next-intl';
// The addresses here are already localized (lib/roster/filter-view.ts), query included; next-intl's
// typed router would localize the pathname again and escape the commas the address keeps readable.
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link';
// eslint-disable-next-line no-restricted-imports
import { useRouter } from 'next/navigation';
import { useMeasurementUnit } from '@/components/profile/unit-store';
import { queryFromChoices, type FilterChoices } from '@/lib/roster/filter-query';
import type { FilterView } from '@/lib/roster/filter-view';
import { heightLabel } from '@/lib/roster/units';
import { FilterChoicesGroup as Choices } from './filter-choices';
import { remember, takeReopen } from './filter-reopen';
import styles from './roster-filters.module.css';

type Props = { view: FilterView };

function choicesOf(view: FilterView): FilterChoices {
  return {
    from: view.height.from,
    to: view.height.to,
    hair: view.hair.filter((item) => item.checked).map((item) => item.slug),
    eyes: view.eyes.filter((item) => item.checked).map((item) => item.slug),
    board: view.boards?.find((item) => item.checked)?.slug ?? '',
  };
}

function heights(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/**
 * The roster's filters: a form the browser can send by itself (GET to the board's address, the
 * values in the page's language), and, once its script runs, a form that applies each change at
 * once, each change a new address: the result can be shared, and back and forward step through it.
 */
export function RosterFilters({ view }: Props) {
  const t = useTranslations('Roster');
  const router = useRouter();
  const unit = useMeasurementUnit();
  const [pending, startTransition] = useTransition();
  // Until the page's script runs the form is a plain GET form; tests wait for this before changing it.
  const live = useIsHydrated();
  const [choices, setChoices] = useState(() => choicesOf(view));
  // The address changed under the form (a chip removed, the back button): the form follows it.
  const [shownQuery, setShownQuery] = useState(view.query);
  if (shownQuery !== view.query) {
    setShownQuery(view.query);
    setChoices(choicesOf(view));
  }
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const active = view.chips.length;

  useEffect(() => {
    const last = takeReopen();
    const details = detailsRef.current;
    if (!last || !details) return;
    details.open = true;
    const control = formRef.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(last.field)}"][data-value="${CSS.escape(last.value)}"]`);
    control?.focus({ preventScroll: true });
  }, []);

  // A change within the filtered route keeps this form mounted: nothing to reopen, and nothing
  // left behind to open the panel on some later visit.
  useEffect(() => {
    takeReopen();
  }, [view.query]);

  const order = { hair: view.hair.map((item) => item.slug), eyes: view.eyes.map((item) => item.slug) };

  const choose = (next: FilterChoices) => {
    setChoices(next);
    const query = queryFromChoices(next, order, view.params, view.height);
    if (query === view.query) return;
    startTransition(() => router.push(query ? `${view.action}?${query}` : view.action, { scroll: false }));
  };

  const toggle = (kind: 'hair' | 'eyes') => (slug: string, on: boolean) => {
    remember(view.params[kind], slug);
    choose({ ...choices, [kind]: on ? [...choices[kind], slug] : choices[kind].filter((item) => item !== slug) });
  };

  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
    summaryRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key === 'Escape' && detailsRef.current?.open) {
      event.preventDefault();
      close();
    }
  };

  const chipLabel = (chip: FilterView['chips'][number]) => {
    if (chip.name !== 'height') return chip.label;
    const [min, max] = chip.slug.split('-').map(Number);
    const range = min === max ? heightLabel(min!, unit) : t('heightChip', { min: heightLabel(min!, unit), max: heightLabel(max!, unit) });
    return `${t('height')} ${range}`;
  };

  return (
    <div className={styles.filters}>
      <details ref={detailsRef} className={styles.details} onKeyDown={onKeyDown}>
        <summary ref={summaryRef} className={styles.summary}>
          <span>{t('filters')}</span>
          {active > 0 ? <span className={styles.badge}>{t('filtersActive', { count: active })}</span> : null}
          <span className={styles.chevron} aria-hidden="true" />
        </summary>
        <form
          ref={formRef}
          method="get"
          action={view.action}
          className={styles.form}
          aria-busy={pending || undefined}
          data-live={live || undefined}
          onSubmit={(event) => {
            // Every change is already applied: the button only closes the panel.
            event.preventDefault();
            close();
          }}
        >
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('height')}</legend>
            <div className={styles.range}>
              {(['from', 'to'] as const).map((end) => (
                <label key={end} className={styles.select}>
                  <span className={styles.selectLabel}>{t(end)}</span>
                  <select
                    name={view.params.height}
                    value={choices[end]}
                    aria-label={t(end === 'from' ? 'heightFrom' : 'heightTo')}
                    data-field={view.params.height}
                    data-value={end}
                    onChange={(event) => {
                      remember(view.params.height, end);
                      choose({ ...choices, [end]: Number(event.currentTarget.value) });
                    }}
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
          {view.hair.length > 0 ? <Choices legend={t('hair')} name={view.params.hair} items={view.hair} chosen={choices.hair} onToggle={toggle('hair')} /> : null}
          {view.eyes.length > 0 ? <Choices legend={t('eyes')} name={view.params.eyes} items={view.eyes} chosen={choices.eyes} onToggle={toggle('eyes')} /> : null}
          {view.boards && view.boards.length > 0 ? (
            <Choices
              legend={t('board')}
              name={view.params.board}
              type="radio"
              wide
              items={[{ slug: '', label: t('anyBoard') }, ...view.boards]}
              chosen={[choices.board]}
              onToggle={(slug) => {
                remember(view.params.board, slug);
                choose({ ...choices, board: slug });
              }}
            />
          ) : null}
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
        {pending ? t('updating') : ''}
      </p>
      {active > 0 ? (
        <ul className={styles.chips} aria-label={t('activeFilters')}>
          {view.chips.map((chip) => (
            <li key={`${chip.name}:${chip.slug}`}>
              <NextLink href={chip.href} scroll={false} className={styles.chip} aria-label={t('removeFilter', { label: chipLabel(chip) })}>
                {chipLabel(chip)}
                <span aria-hidden="true" className={styles.remove}>
                  ×
                </span>
              </NextLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
