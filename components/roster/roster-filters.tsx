'use client';

import { useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
// The addresses here are already localized (lib/roster/filter-view.ts), query included; next-intl's
// typed router would localize the pathname again and escape the commas the address keeps readable.
// eslint-disable-next-line no-restricted-imports
import { useRouter } from 'next/navigation';
import { useMeasurementUnit } from '@/components/profile/unit-store';
import { queryFromChoices, type FilterChoices } from '@/lib/roster/filter-query';
import type { FilterView } from '@/lib/roster/filter-view';
import { FilterPanel, choicesOf, type LiveHandlers } from './filter-panel';
import { remember, takeReopen } from './filter-reopen';

/** What the visitor left in the server's plain form before this one took its place. */
export type StaticState = {
  open: boolean;
  /** The control that had focus: the summary, a box by its name and value, or a list by its name and end (from, to). */
  focus: 'summary' | { field: string; value: string } | null;
  choices: FilterChoices;
};

type Props = { view: FilterView; start?: StaticState | null };

/** Reads the plain form inside `root` (filter-island.tsx) just before it is replaced. */
export function captureStatic(root: HTMLElement, view: FilterView): StaticState {
  const form = root.querySelector('form');
  const active = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement : null;
  const focus = active?.matches('summary')
    ? 'summary'
    : active instanceof HTMLInputElement
      ? { field: active.name, value: active.value }
      : active?.dataset.field !== undefined && active.dataset.value !== undefined
        ? { field: active.dataset.field, value: active.dataset.value }
        : null;
  const fallback = choicesOf(view);
  if (!form) return { open: false, focus, choices: fallback };
  const checked = (field: string) =>
    [...form.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(field)}"]`)].filter((input) => input.checked).map((input) => input.value);
  const height = (end: 'from' | 'to') => {
    const cm = Number(form.querySelector<HTMLSelectElement>(`select[data-value="${end}"]`)?.value);
    return Number.isInteger(cm) && cm >= view.height.min && cm <= view.height.max ? cm : fallback[end];
  };
  return {
    open: root.querySelector('details')?.open ?? false,
    focus,
    choices: {
      from: height('from'),
      to: height('to'),
      hair: checked(view.params.hair),
      eyes: checked(view.params.eyes),
      board: view.boards ? (checked(view.params.board)[0] ?? '') : '',
      inTown: checked(view.params.inTown).length > 0,
    },
  };
}

/** A box by its name and value, or a height list by its name and end. */
function focusControl(form: HTMLFormElement | null, field: string, value: string) {
  const [name, end] = [CSS.escape(field), CSS.escape(value)];
  form?.querySelector<HTMLElement>(`input[name="${name}"][value="${end}"], select[data-field="${name}"][data-value="${end}"]`)?.focus({ preventScroll: true });
}

/**
 * The roster's live filters: each change applied at once as a new address (the result can be
 * shared, and back and forward step through it), Escape closes the panel, the form follows the
 * address, heights in the visitor's unit. Loaded by filter-island.tsx on the visitor's first
 * interest; until then the server's plain form (the same markup, filter-panel.tsx) does the job.
 */
export function RosterFilters({ view, start = null }: Props) {
  const t = useTranslations('Roster');
  const router = useRouter();
  const unit = useMeasurementUnit();
  const [pending, startTransition] = useTransition();
  const [choices, setChoices] = useState(() => start?.choices ?? choicesOf(view));
  // The address changed under the form (a chip removed, the back button): the form follows it.
  const [shownQuery, setShownQuery] = useState(view.query);
  if (shownQuery !== view.query) {
    setShownQuery(view.query);
    setChoices(choicesOf(view));
  }
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const order = { hair: view.hair.map((item) => item.slug), eyes: view.eyes.map((item) => item.slug) };

  const choose = (next: FilterChoices) => {
    setChoices(next);
    const query = queryFromChoices(next, order, view.params, view.height);
    if (query === view.query) return;
    startTransition(() => router.push(query ? `${view.action}?${query}` : view.action, { scroll: false }));
  };
  // The first render's `choose`, for the effect below, which runs once.
  const chooseOnMount = useRef(choose);
  const tookOver = useRef(false);
  // The plain form's choices are on their way to the address (this one's query until it changes):
  // the marker left for the page they lead to stays.
  const handingOn = useRef<string | null>(null);

  // Taking over from the plain form: open as it was, focus where it was, and what the visitor
  // changed there applied as if changed here.
  useLayoutEffect(() => {
    if (!start || tookOver.current) return;
    tookOver.current = true;
    if (start.open && detailsRef.current) detailsRef.current.open = true;
    if (start.focus === 'summary') summaryRef.current?.focus({ preventScroll: true });
    else if (start.focus) focusControl(formRef.current, start.focus.field, start.focus.value);
    if (queryFromChoices(start.choices, order, view.params, view.height) !== view.query) {
      // The filtered board is a page of its own: it opens again, focus on the control that had it.
      const control = start.focus !== 'summary' ? start.focus : null;
      if (start.open || control) {
        remember(control?.field ?? '', control?.value ?? '');
        handingOn.current = view.query;
      }
      chooseOnMount.current(start.choices);
    }
    // Once, for the form this one replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (handingOn.current !== null) return;
    const last = takeReopen();
    const details = detailsRef.current;
    if (!last || !details) return;
    details.open = true;
    focusControl(formRef.current, last.field, last.value);
  }, []);

  // A change within the filtered route keeps this form mounted: nothing to reopen, and nothing
  // left behind to open the panel on some later visit.
  useEffect(() => {
    if (handingOn.current === view.query) return;
    handingOn.current = null;
    takeReopen();
  }, [view.query]);

  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
    summaryRef.current?.focus();
  };

  const live: LiveHandlers = {
    detailsRef,
    summaryRef,
    formRef,
    pending,
    onKeyDown: (event) => {
      if (event.key === 'Escape' && detailsRef.current?.open) {
        event.preventDefault();
        close();
      }
    },
    onSubmit: (event) => {
      // Every change is already applied: the button only closes the panel.
      event.preventDefault();
      close();
    },
    onHeight: (end, cm) => {
      remember(view.params.height, end);
      choose({ ...choices, [end]: cm });
    },
    onToggle: (kind, slug, on) => {
      remember(view.params[kind], slug);
      choose({ ...choices, [kind]: on ? [...choices[kind], slug] : choices[kind].filter((item) => item !== slug) });
    },
    onBoard: (slug) => {
      remember(view.params.board, slug);
      choose({ ...choices, board: slug });
    },
    onInTown: (on) => {
      remember(view.params.inTown, '1');
      choose({ ...choices, inTown: on });
    },
  };

  return <FilterPanel view={view} text={(key, values) => t(key, values)} choices={choices} unit={unit} live={live} />;
}
