'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type InputHTMLAttributes, type RefCallback } from 'react';
import { PHONE_MASK, PHONE_PLACEHOLDER } from '@/lib/forms/phone';
import { loadOnce } from '@/lib/lazy/load-once';

/**
 * react-imask (~17 kB gzip with imask) is fetched when the visitor starts on the form, not with
 * the page: `preloadPhoneMask` runs on the form's first focus and on this field's own focus. Until
 * it is there, a plain tel input holds the same value; when it arrives the masked input takes over
 * with that value (formatted) and, if the field had focus, keeps it.
 */
let loaded = false;
const listeners = new Set<() => void>();
const loadMask = loadOnce(() => import('react-imask'));
const MaskedInput = lazy(() => loadMask().then((module) => ({ default: module.IMaskInput })));

export function preloadPhoneMask(): void {
  loadMask().then(
    () => {
      loaded = true;
      for (const listener of listeners) listener();
    },
    // Offline: the plain input stays; the schema still checks the format on both ends.
    () => undefined,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'ref'> & {
  value: string;
  onValueChange: (value: string) => void;
  inputRef: RefCallback<HTMLInputElement>;
};

export function PhoneInput({ value, onValueChange, inputRef, onFocus, onBlur, ...rest }: Props) {
  const masked = useSyncExternalStore(subscribe, () => loaded, () => false);
  const hadFocus = useRef(false);
  const [element, setElement] = useState<HTMLInputElement | null>(null);

  useEffect(() => {
    // The masked input replaced the plain one under the visitor's fingers: give the focus back.
    if (masked && element && hadFocus.current && document.activeElement !== element) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, [masked, element]);

  const ref = (node: HTMLInputElement | null) => {
    inputRef(node);
    setElement(node);
  };
  const common = {
    ...rest,
    type: 'tel',
    inputMode: 'tel' as const,
    autoComplete: 'tel',
    placeholder: PHONE_PLACEHOLDER,
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      hadFocus.current = true;
      preloadPhoneMask();
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      hadFocus.current = false;
      onBlur?.(event);
    },
  };

  const plain = <input {...common} value={value} onChange={(event) => onValueChange(event.target.value)} ref={ref} />;
  if (!masked) return plain;
  return (
    <Suspense fallback={plain}>
      <MaskedInput {...common} mask={PHONE_MASK} value={value} unmask={false} onAccept={(next: string) => onValueChange(next)} inputRef={ref} />
    </Suspense>
  );
}
