'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useEarlyText } from '@/components/forms/early-input';
import { birthdateToTyped, typedToBirthdate } from '@/lib/forms/apply/birthdate-text';
import type { BirthdateFieldProps } from './birthdate-field';

/**
 * The birthdate control. The calendar (react-datepicker with date-fns, about 70 kB gzip) loads in
 * its own chunk after the page is interactive; until then a plain field takes the typed date.
 */
export function BirthdateInput(props: BirthdateFieldProps) {
  const [Picker, setPicker] = useState<ComponentType<BirthdateFieldProps> | null>(null);
  const [text, setText] = useState(() => birthdateToTyped(props.value));
  const plainRef = useRef<HTMLInputElement>(null);
  const [focusPicker, setFocusPicker] = useState(false);
  // A date typed before the script ran is the form's, and the calendar's field shows it when it comes.
  useEarlyText(plainRef, (typed) => {
    setText(typed);
    props.onChange(typedToBirthdate(typed));
  });

  useEffect(() => {
    let live = true;
    void import('./birthdate-field').then((module) => {
      if (!live) return;
      // Whoever was typing in the plain field keeps the focus in the calendar's field.
      setFocusPicker(document.activeElement === plainRef.current);
      setPicker(() => module.BirthdateField);
    });
    return () => {
      live = false;
    };
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
    />
  );
}
