'use client';

import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { DeepPartial, FieldPath, FieldValues, PathValue, UseFormRegister, UseFormReturn } from 'react-hook-form';

/**
 * What a visitor entered before the page's script ran. On a slow phone the form is on screen, and
 * usable as a plain form, seconds before React hydrates it; when it does, react-hook-form registers
 * each field and writes its default into it (7.9x keeps a text field edited before the form is ready,
 * but not a radio, a checkbox, or a field hydrated after the form, and a controlled input shows its
 * state's empty value). These helpers read the control as the visitor left it, the first time the
 * script sees it, and hand that to the form's state, so nothing typed, picked or ticked is lost.
 */
export type EarlyValue = string | boolean;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Controls whose early answer, if they had one, is now in the form's state: each is added when it is
 * hydrated (or, for a controlled field, once the text typed before has been adopted). A form that
 * hydrates in slices can be sent while some of its fields are still only in the page; see
 * `useAnswersNotTakenYet`.
 */
const taken = new WeakSet<Element>();

/** For a control these helpers do not see hydrated (a file input): its early answer is the form's now. */
export function markAnswerTaken(element: Element | null): void {
  if (element) taken.add(element);
}

/** What the visitor gave this control of the server's page before the script ran, while the form's state has not taken it yet; else undefined. */
export function answerNotTakenYet(element: Element | null): EarlyValue | undefined {
  return element && !taken.has(element) ? editedValue(element) : undefined;
}

/** The value the visitor gave the control, or undefined when it is still as the server drew it. */
export function editedValue(element: Element): EarlyValue | undefined {
  if (element instanceof HTMLSelectElement) {
    if (element.multiple) return undefined;
    const options = Array.from(element.options);
    const drawn = Math.max(0, options.findIndex((option) => option.defaultSelected));
    return options.length > 0 && element.selectedIndex !== drawn ? element.value : undefined;
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue ? element.value : undefined;
  if (!(element instanceof HTMLInputElement)) return undefined;
  switch (element.type) {
    case 'radio':
      // Only the radio that was picked speaks for its group; the others were unchecked by the browser.
      return element.checked && !element.defaultChecked ? element.value : undefined;
    case 'checkbox':
      return element.checked !== element.defaultChecked ? element.checked : undefined;
    case 'file':
    case 'hidden':
    case 'submit':
    case 'button':
    case 'reset':
    case 'image':
      return undefined;
    default:
      return element.value !== element.defaultValue ? element.value : undefined;
  }
}

/** True while the control still holds that early value (not changed again since). */
function stillShows(element: Control, early: EarlyValue): boolean {
  if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) {
    return element.type === 'radio' ? element.checked : element.checked === early;
  }
  return element.value === early;
}

/** The values that differ from the form's empty ones: what the visitor has given so far. */
export function changedValues<V extends Record<string, unknown>>(values: V, empty: V): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== empty[name])) as Partial<V>;
}

type KeepingForm<V extends FieldValues> = Pick<UseFormReturn<V>, 'register' | 'setValue' | 'setValues'>;

/**
 * `register` that keeps early input: the first time a field's element is attached, what the visitor
 * gave it before (see `editedValue`) is set in the form's state, over the default react-hook-form has
 * just written, and marked dirty. Later attachments of the same element (re-renders) read nothing.
 * It is announced once more in the next task, after this commit's effects: watchers that start
 * listening in them (useWatch, subscribe), after the fields' refs are attached, hear it too (the
 * phone field's country, the draft kept in the browser). react-hook-form emits nothing for a value it
 * already holds, so that second time goes through setValues, which always does for a dirtying set.
 */
export function keepEarlyInput<V extends FieldValues>(form: KeepingForm<V>): UseFormRegister<V> {
  const seen = new WeakSet<Element>();
  return (name, options) => {
    const registration = form.register(name, options);
    return {
      ...registration,
      ref: (element: Control | null) => {
        const early = element && !seen.has(element) ? editedValue(element) : undefined;
        if (element) seen.add(element);
        registration.ref(element);
        // Taken now: setValue below puts the early answer in the form's state in this very call.
        markAnswerTaken(element);
        if (!element || early === undefined) return;
        form.setValue(name, early as PathValue<V, FieldPath<V>>, { shouldDirty: true });
        setTimeout(() => {
          if (stillShows(element, early)) form.setValues({ [name]: early } as DeepPartial<V>, { shouldDirty: true });
        }, 0);
      },
    };
  };
}

/** `keepEarlyInput` for a form's lifetime (stable, as react-hook-form's own `register` is). */
export function useKeptRegister<V extends FieldValues>(form: KeepingForm<V>): UseFormRegister<V> {
  const { register, setValue, setValues } = form;
  return useMemo(() => keepEarlyInput({ register, setValue, setValues }), [register, setValue, setValues]);
}

/** What `useEarlyText` gives its field: the text typed before, while the field must show it itself, and how to let it go. */
export type EarlyText = {
  /** The text typed before the script ran, from hydration until it is adopted (else null): the field shows it over its state's value. */
  early: string | null;
  /** Call on the visitor's (or the field's own) change: the change carries the whole text, so the early text is not adopted over it. */
  drop: () => void;
};

/**
 * For a controlled input (its value lives in React state; hydration leaves the typed text in the
 * element but the state empty, and any render would write the empty state over it): what the
 * visitor typed before is read as soon as React has the element and shown by the field from that
 * very commit (`early`), so no render in between (a formatter arriving, the form's own state) empties
 * the field under a key on its way. It is handed to `adopt` in the next task, once every effect of
 * this commit has run (react-hook-form's Controller subscribes to its value in an effect of its own,
 * after its children's: an earlier change would not reach it), unless a change came first (`drop`).
 */
export function useEarlyText(ref: RefObject<HTMLInputElement | null>, adopt: (typed: string) => void): EarlyText {
  const [early, setEarly] = useState<string | null>(null);
  const dropped = useRef(false);
  useLayoutEffect(() => {
    const element = ref.current;
    const typed = element ? editedValue(element) : undefined;
    if (typeof typed !== 'string') {
      markAnswerTaken(element);
      return;
    }
    // Rendered again at once, before the browser paints or takes another key: the field shows what it holds.
    setEarly(typed);
    const timer = setTimeout(() => {
      if (!dropped.current) adopt(typed);
      setEarly(null);
      markAnswerTaken(element);
    }, 0);
    return () => clearTimeout(timer);
    // Once, when the element the server drew is first in React's hands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const drop = useCallback(() => {
    dropped.current = true;
    setEarly(null);
  }, []);
  return { early, drop };
}

/**
 * The form's named controls (of `names`) that the server drew and whose answers its state has not
 * taken yet: fields React has not hydrated, or whose early text is still being adopted. Read when the
 * visitor sends, so a send tapped while the form is still being taken over (a slow phone, hydration
 * in slices) waits for them instead of validating their empty defaults and asking for answers the
 * visitor can see. The list is drawn when the form itself is hydrated, before any of its slices:
 * controls the browser renders later (the calendar's field) were never the page's own.
 */
export function useAnswersNotTakenYet(formRef: RefObject<HTMLFormElement | null>, names: readonly string[]): () => Element[] {
  const drawn = useRef<Element[]>([]);
  useLayoutEffect(() => {
    const wanted = new Set(names);
    drawn.current = Array.from(formRef.current?.elements ?? []).filter((element) => wanted.has(element.getAttribute('name') ?? ''));
    // The server's controls, once, when the form is first in React's hands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(() => drawn.current.filter((element) => element.isConnected && !taken.has(element)), []);
}

/** How long a send waits for the rest of the form to be taken over before going ahead with what it has. */
export const TAKE_OVER_WAIT_MS = 10_000;

/** Resolves once `pending()` is empty and `busy()` is false (checked every 50 ms), or after `TAKE_OVER_WAIT_MS`. */
export function untilTakenOver(pending: () => Element[], busy: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + TAKE_OVER_WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if ((pending().length === 0 && !busy()) || Date.now() >= deadline) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}
