'use client';

import 'react-datepicker/dist/react-datepicker.css';
import { format } from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import { useTranslations } from 'next-intl';
import {
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import DatePicker, { type ReactDatePickerCustomHeaderProps } from 'react-datepicker';
import {
  BIRTHDATE_INPUT_FORMATS,
  birthdateBounds,
  birthdateToDate,
  dateToBirthdate,
  typedBirthdateDate,
} from '@/lib/forms/application/birthdate';
import type { Locale } from '@/lib/i18n/routing';
import styles from './birthdate-field.module.css';

const calendarLocales = { pt: ptBR, en: enUS, es } as const;

export type BirthdateFieldProps = {
  id: string;
  name: string;
  locale: Locale;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string | undefined;
  className: string | undefined;
  placeholder: string;
  autoFocus?: boolean;
};

/**
 * The birthdate: typed as dd/MM/yyyy or picked in a calendar in the page's language, whose header
 * has month and year selects so a birth year is two clicks away. The form value is yyyy/MM/dd.
 *
 * The calendar opens only when asked, by its button beside the field or Alt+↓ in it, never on a
 * focus or a tap in the field (on a phone it would cover the fields below, and a tap meant for one of
 * them would pick a day). It closes on Escape, on a tap outside it (which changes nothing), once a
 * day is picked, and once a whole date in its range is typed.
 */
export function BirthdateField({
  id,
  name,
  locale,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  className,
  placeholder,
  autoFocus = false,
}: BirthdateFieldProps) {
  const t = useTranslations('ApplicationForm.calendar');
  const calendarLocale = calendarLocales[locale];
  const { min, max } = useMemo(() => birthdateBounds(new Date()), []);
  const years = useMemo(() => {
    const list: number[] = [];
    for (let year = max.getFullYear(); year >= min.getFullYear(); year -= 1) list.push(year);
    return list;
  }, [min, max]);
  // Announced by the input (aria-expanded) and read out in the page's language by the popup itself.
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const picker = useRef<DatePicker>(null);
  const calendarId = `${id}-calendar`;
  const dialogLabel = t('dialog');
  const Container = useMemo(() => calendarContainer(calendarId, dialogLabel), [calendarId, dialogLabel]);
  const months = useMemo(
    () => Array.from({ length: 12 }, (_, month) => format(new Date(2000, month, 1), 'LLLL', { locale: calendarLocale })),
    [calendarLocale],
  );

  function renderHeader({
    date,
    changeMonth,
    changeYear,
    decreaseMonth,
    increaseMonth,
    prevMonthButtonDisabled,
    nextMonthButtonDisabled,
  }: ReactDatePickerCustomHeaderProps) {
    return (
      <div className={styles.header}>
        <MonthStep sign="‹" label={t('previousMonth')} onClick={decreaseMonth} disabled={prevMonthButtonDisabled} />
        <select
          className={styles.select}
          aria-label={t('month')}
          value={date.getMonth()}
          onChange={(event) => changeMonth(Number(event.target.value))}
        >
          {months.map((label, month) => (
            <option key={label} value={month}>
              {label}
            </option>
          ))}
        </select>
        <select
          className={`${styles.select} ${styles.year}`}
          aria-label={t('year')}
          value={date.getFullYear()}
          onChange={(event) => changeYear(Number(event.target.value))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <MonthStep sign="›" label={t('nextMonth')} onClick={increaseMonth} disabled={nextMonthButtonDisabled} />
      </div>
    );
  }

  /** Opened by its button: the focus goes to the day the calendar shows chosen, as in a date picker dialog. */
  function toggleFromButton() {
    const calendar = picker.current;
    if (!calendar) return;
    if (calendar.isCalendarOpen()) {
      calendar.setOpen(false, true);
      return;
    }
    calendar.setOpen(true, true);
    requestAnimationFrame(() => {
      document.getElementById(calendarId)?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]')?.focus({ preventScroll: true });
    });
  }

  /** A whole date typed, within the calendar's range, is an answer: the calendar has nothing more to offer. */
  function closeOnWholeDate(text: string) {
    const calendar = picker.current;
    const date = typedBirthdateDate(text);
    if (!calendar || !date || date < min || date > max) return;
    if (calendar.isCalendarOpen()) calendar.setOpen(false, true);
  }

  function openOnAltDown() {
    const calendar = picker.current;
    if (calendar && !calendar.isCalendarOpen()) calendar.setOpen(true, true);
  }

  /** Escape, in the field or the calendar, closes it and leaves the focus in the field (the library's own way races its blur). */
  function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
    const calendar = picker.current;
    if (event.key !== 'Escape' || !calendar?.isCalendarOpen()) return;
    event.preventDefault();
    event.stopPropagation();
    calendar.setOpen(false, true);
    calendar.input?.focus({ preventScroll: true });
  }

  return (
    <div className={styles.wrap} onKeyDownCapture={closeOnEscape}>
      <DatePicker
        ref={picker}
        id={id}
        name={name}
        className={className}
        wrapperClassName={styles.wrapper}
        calendarClassName={styles.calendar}
        selected={birthdateToDate(value)}
        onChange={(date: Date | null) => {
          onChange(dateToBirthdate(date));
          setPicked(date ? t('picked', { date: format(date, 'PPPP', { locale: calendarLocale }) }) : '');
        }}
        onCalendarOpen={() => setOpen(true)}
        onCalendarClose={() => setOpen(false)}
        // The input the library clones: a combobox whose popup is the calendar dialog, open or not, with its button.
        customInput={
          <DateInput
            open={open}
            calendarId={calendarId}
            buttonLabel={open ? t('close') : t('open')}
            onToggle={toggleFromButton}
            onAltDown={openOnAltDown}
            onTyped={closeOnWholeDate}
          />
        }
        preventOpenOnFocus
        calendarContainer={Container}
        // The library's focus traps are two unnamed focus stops; the focus stays in the field anyway.
        enableTabLoop={false}
        monthAriaLabelPrefix={t('month')}
        disabledDayAriaLabelPrefix={t('unavailable')}
        onBlur={onBlur}
        dateFormat={BIRTHDATE_INPUT_FORMATS}
        locale={calendarLocale}
        placeholderText={placeholder}
        autoFocus={autoFocus}
        minDate={min}
        maxDate={max}
        renderCustomHeader={renderHeader}
        isClearable={false}
        autoComplete="bday"
        ariaInvalid={invalid ? 'true' : 'false'}
        ariaRequired="true"
        {...(describedBy ? { ariaDescribedBy: describedBy } : {})}
        ariaLabelClose={t('close')}
        chooseDayAriaLabelPrefix={t('chooseDay')}
        popperPlacement="bottom-start"
        showPopperArrow={false}
      />
      {/* The library's own announcement is in English ("Selected date: …"): hidden, and said here instead. */}
      <span className="visually-hidden" role="status">
        {picked}
      </span>
    </div>
  );
}

type DateInputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  open: boolean;
  calendarId: string;
  buttonLabel: string;
  onToggle: () => void;
  onAltDown: () => void;
  onTyped: (text: string) => void;
};

/**
 * The date field as the library clones it (its value, focus, key and change handlers), and the button
 * that opens the calendar. The library's click handler, which opens the calendar on any tap in the
 * field, is left off: a tap there is for typing.
 */
function DateInput({ ref, open, calendarId, buttonLabel, onToggle, onAltDown, onTyped, onClick: _onClick, onKeyDown, onChange, className, ...input }: DateInputProps) {
  return (
    <>
      <input
        {...input}
        ref={ref}
        className={[className, styles.input].filter(Boolean).join(' ')}
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.altKey && event.key === 'ArrowDown') {
            event.preventDefault();
            onAltDown();
            return;
          }
          onKeyDown?.(event);
        }}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          onTyped(event.target.value);
        }}
      />
      <button
        type="button"
        // The library's own marker: a press here is not a tap outside the calendar (this button toggles it).
        className={`${styles.open} react-datepicker-ignore-onclickoutside`}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-controls={open ? calendarId : undefined}
        onClick={onToggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <rect x="3.5" y="5" width="17" height="15" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M3.5 9.5h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </>
  );
}

/**
 * The calendar's popup as a named, non-modal dialog: the focus stays in the date field while it is
 * open (the library names it "Choose Date" and marks it modal).
 */
function calendarContainer(id: string, label: string) {
  function CalendarPopup({ className, children }: HTMLAttributes<HTMLDivElement> & { children?: ReactNode }) {
    return (
      <div id={id} className={className} role="dialog" aria-label={label} translate="no">
        {children}
      </div>
    );
  }
  return CalendarPopup;
}

type MonthStepProps = { sign: '‹' | '›'; label: string; onClick: () => void; disabled: boolean };

/** The calendar header's step to the month before or after: named for screen readers, the sign only seen. */
function MonthStep({ sign, label, onClick, disabled }: MonthStepProps) {
  return (
    <button type="button" className={styles.step} onClick={onClick} disabled={disabled} aria-label={label}>
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}
