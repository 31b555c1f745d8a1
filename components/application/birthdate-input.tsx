'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useEarlyText } from '@/components/forms/early-input';
import { loadOnce } from '@/lib/browser/load-once';
import { birthdateToTyped, typedToBirthdate } from '@/lib/forms/application/birthdate-text';
import { parseBirthdate } from '@/lib/forms/application/rules';
import type { BirthdateFieldProps } from './birthdate-field';

/**
 * The calendar (react-datepicker with date-fns, about 45 kB gzip) is fetched when the visitor starts
 * on the form, not with the page: `preloadCalendar` runs on the form's first focus and on this field's
 * own focus or touch. Most visitors never open it, and on a slow link those bytes would compete with
 * the page's photos. Until it is there a plain field takes the date as typed.
 */
let Calendar: ComponentType<BirthdateFieldProps> | null = null;
const listeners = new Set<() => void>();
const loadCalendar = loadOnce(() => import('./birthdate-field'));

export function preloadCalendar(): void {
  loadCalendar().then(
    (module) => {
      Calendar = module.BirthdateField;
      for (const listener of listeners) listener();
    },
    // Offline: the plain field stays, and a typed date is all the form needs.
    () => undefined,
  );
}

/** Calls `listener` once the calendar is here (at once if it already is); returns the unsubscribe. */
function whenLoaded(listener: () => void): () => void {
  listeners.add(listener);
  if (Calendar) queueMicrotask(listener);
  return () => listeners.delete(listener);
}

/**
 * The birthdate control: the plain field until the calendar has loaded, then the calendar's field.
 * The swap never takes what the visitor is typing from under them: while they type in the plain field
 * it stays, and the calendar's field replaces it when they leave it, showing the date they typed. A
 * date that does not read as one stays in the plain field as typed, for the form to point it out.
 */
export function BirthdateInput(props: BirthdateFieldProps) {
  // Held in state, like any component chosen at run time: the calendar's module, once it is here.
  const [Picker, setPicker] = useState<ComponentType<BirthdateFieldProps> | null>(null);
  useEffect(() => whenLoaded(() => setPicker(() => Calendar)), []);
  const [text, setText] = useState(() => birthdateToTyped(props.value));
  const [focused, setFocused] = useState(false);
  // The form's value set from outside (the form started over, a draft brought back): the field shows it.
  const [seenValue, setSeenValue] = useState(props.value);
  if (props.value !== seenValue) {
    setSeenValue(props.value);
    if (typedToBirthdate(text) !== props.value) setText(birthdateToTyped(props.value));
  }
  const plainRef = useRef<HTMLInputElement>(null);
  // A date typed before the script ran is the form's, and the calendar's field shows it when it comes.
  const { early, drop } = useEarlyText(plainRef, (typed) => {
    setText(typed);
    props.onChange(typedToBirthdate(typed));
  });

  // Focused before the page's script ran: the visitor is already here, so the calendar comes now.
  useLayoutEffect(() => {
    if (document.activeElement !== plainRef.current) return;
    preloadCalendar();
    // Read again when it runs: a visitor who has moved on meanwhile is no longer in this field.
    const timer = setTimeout(() => setFocused(document.activeElement === plainRef.current), 0);
    return () => clearTimeout(timer);
  }, []);

  // Until the form has it, the text typed before the script ran is the field's.
  const current = early ?? text;
  const typing = focused && current.trim() !== '';
  const readable = current.trim() === '' || parseBirthdate(typedToBirthdate(current)) !== null;
  // Once the calendar's field has taken over it stays, whatever the plain field's state says.
  const [swapped, setSwapped] = useState(false);
  const takeOver = Picker !== null && !typing && readable;
  if (takeOver && !swapped) setSwapped(true);
  // Whoever is in the empty plain field when the calendar arrives is in the calendar's field, its calendar closed until asked for.
  if (Picker && (swapped || takeOver)) return <Picker {...props} autoFocus={focused} />;

  const { id, name, value, onChange, onBlur, invalid, describedBy, className, placeholder } = props;
  const shown = early ?? (birthdateToTyped(value) || text);
  return (
    <input
      ref={plainRef}
      id={id}
      name={name}
      type="text"
      className={className}
      value={shown}
      placeholder={placeholder}
      autoComplete="bday"
      aria-invalid={invalid}
      aria-required="true"
      aria-describedby={describedBy}
      onPointerDown={preloadCalendar}
      onFocus={() => {
        setFocused(true);
        preloadCalendar();
      }}
      onChange={(event) => {
        drop();
        setText(event.target.value);
        onChange(typedToBirthdate(event.target.value));
      }}
      onBlur={() => {
        setFocused(false);
        onBlur();
      }}
    />
  );
}
