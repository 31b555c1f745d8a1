'use client';

import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type RefCallback } from 'react';
import { applyBackspaceOnSeparator, BRAZIL, caretAfterFormat, isBareCallingCode, PHONE_PLACEHOLDER } from '@/lib/forms/phone-rules';
import { loadOnce } from '@/lib/browser/load-once';
import { useEarlyText } from '@/components/forms/early-input';

type PhoneFormat = typeof import('@/lib/forms/phone');

/**
 * The phone formatter (libphonenumber-js with its smallest metadata) is fetched when the visitor starts
 * on the form, not with the page: `preloadPhoneFormat` runs on the form's first focus and on this
 * field's own focus. Until it is there the field takes the number as typed; when it arrives that
 * number is shown formatted, in the same input, so the focus and the caret stay where they were.
 */
let format: PhoneFormat | null = null;
const listeners = new Set<() => void>();
const loadFormat = loadOnce(() => import('@/lib/forms/phone'));

export function preloadPhoneFormat(): void {
  loadFormat().then(
    (module) => {
      format = module;
      for (const listener of listeners) listener();
    },
    // Offline: the number stays as typed; the schema checks it again on the server.
    () => undefined,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'ref'> & {
  value: string;
  /** The country chosen in the form (ISO 3166-1 alpha-2): Brazil keeps the spec's mask, others their own format. */
  country: string;
  onValueChange: (value: string) => void;
  inputRef: RefCallback<HTMLInputElement>;
};

export function PhoneInput({ value, country, onValueChange, inputRef, onFocus, onBlur, ...rest }: Props) {
  const ready = useSyncExternalStore(subscribe, () => format !== null, () => false);
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const shownCountry = useRef(country);
  // A number typed before the script ran is the form's (and is formatted when the formatter arrives);
  // until the form has it, the field shows it itself.
  const { early, drop } = useEarlyText(element, onValueChange);
  const shown = early ?? value;
  const change = (next: string) => {
    drop();
    onValueChange(next);
  };

  // What was typed before the formatter arrived is shown formatted once it is there.
  useEffect(() => {
    if (!ready || !format || shown === '') return;
    const next = format.formatPhoneInput(shown, country);
    if (next !== shown) change(next);
    // Only on arrival: afterwards every keystroke is formatted in onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  // A number typed for one country keeps meaning the same number after another country is chosen.
  useEffect(() => {
    const previous = shownCountry.current;
    shownCountry.current = country;
    if (previous === country || !format || shown === '') return;
    // Only the old country's code, put there on focus: the new country's, or nothing when away from the field.
    if (isBareCallingCode(shown)) return change(document.activeElement === element.current ? format.callingCodePrefix(country) : '');
    const next = format.formatPhoneInput(format.toInternational(shown, previous) ?? shown, country);
    if (next !== shown) change(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country]);

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret !== null && element.current && document.activeElement === element.current) {
      element.current.setSelectionRange(caret, caret);
    }
  }, [shown]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    if (!format) return change(typed);
    const edit = applyBackspaceOnSeparator(shown, typed, event.target.selectionStart ?? typed.length);
    const next = format.formatPhoneInput(edit.raw, country);
    pendingCaret.current = caretAfterFormat(edit.raw, edit.caret, next);
    change(next);
  }

  return (
    <input
      {...rest}
      ref={(node) => {
        inputRef(node);
        element.current = node;
      }}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={country === BRAZIL ? PHONE_PLACEHOLDER : undefined}
      value={shown}
      onChange={handleChange}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        preloadPhoneFormat();
        // The field starts with the chosen country's code: what is typed after it is read in that country.
        if (shown === '' && format) {
          const prefix = format.callingCodePrefix(country);
          pendingCaret.current = prefix.length;
          change(prefix);
        }
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // A country code alone is not an answer.
        if (shown !== '' && isBareCallingCode(shown)) change('');
        onBlur?.(event);
      }}
    />
  );
}
