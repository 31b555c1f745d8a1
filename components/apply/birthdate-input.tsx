'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { birthdateToTyped, typedToBirthdate } from '@/lib/forms/apply/birthdate-text';
import type { BirthdateFieldProps } from './birthdate-field';

type PickerModule = typeof import('./birthdate-field');

let pickerModule: Promise<PickerModule> | null = null;
/** The calendar once its chunk has run: a field mounted after that (a later visit in this tab) starts with it. */
let loadedPicker: PickerModule | null = null;
const waitingForPicker = new Set<(module: PickerModule) => void>();

/**
 * Fetches and runs the calendar's chunk (react-datepicker with date-fns, about 50 kB gzip, ~100 ms of
 * script on a slow phone). Not with the page: right after the load that script would sit in front of
 * the applicant's first key. It comes when the visitor shows interest: the form's first focus (in an
 * idle moment, after the key that focus came with has painted) or, at once, the birthdate field's own.
 */
export function loadBirthdatePicker(): void {
  if (pickerModule) return;
  pickerModule = import('./birthdate-field');
  pickerModule.then(
    (module) => {
      loadedPicker = module;
      for (const notify of waitingForPicker) notify(module);
      waitingForPicker.clear();
    },
    () => {
      // Offline or a failed chunk: the plain field keeps working, the next interest tries again.
      pickerModule = null;
    },
  );
}

/** The same, when the main thread is next idle (or within 2 s). */
export function loadBirthdatePickerWhenIdle(): void {
  if (pickerModule) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(loadBirthdatePicker, { timeout: 2_000 });
  else setTimeout(loadBirthdatePicker, 200);
}

/**
 * The birthdate control: a plain field that takes the typed date, replaced by the calendar once its
 * chunk has arrived (loadBirthdatePicker); whoever was typing keeps the focus.
 */
export function BirthdateInput(props: BirthdateFieldProps) {
  // Never on the page's first render, which hydrates the server's plain field: the chunk only loads after it.
  const [Picker, setPicker] = useState<ComponentType<BirthdateFieldProps> | null>(() => loadedPicker?.BirthdateField ?? null);
  const [text, setText] = useState(() => birthdateToTyped(props.value));
  const plainRef = useRef<HTMLInputElement>(null);
  const [focusPicker, setFocusPicker] = useState(false);

  useEffect(() => {
    if (Picker) return;
    let live = true;
    const show = (module: PickerModule) => {
      if (!live) return;
      // Whoever was typing in the plain field keeps the focus in the calendar's field.
      setFocusPicker(document.activeElement === plainRef.current);
      setPicker(() => module.BirthdateField);
    };
    if (pickerModule) void pickerModule.then(show, () => undefined);
    else waitingForPicker.add(show);
    return () => {
      live = false;
      waitingForPicker.delete(show);
    };
    // Once: a field that starts with the calendar has nothing to wait for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (Picker) return <Picker {...props} autoFocus={focusPicker} />;

  const { id, name, value, onChange, onBlur, invalid, describedBy, className, placeholder } = props;
  const shown = birthdateToTyped(value) || text;
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
      onChange={(event) => {
        setText(event.target.value);
        onChange(typedToBirthdate(event.target.value));
      }}
      onBlur={onBlur}
      onFocus={loadBirthdatePicker}
      onPointerDown={loadBirthdatePicker}
    />
  );
}
