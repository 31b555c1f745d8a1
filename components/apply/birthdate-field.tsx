'use client';

import 'react-datepicker/dist/react-datepicker.css';
import { format } from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import DatePicker, { type ReactDatePickerCustomHeaderProps } from 'react-datepicker';
import {
  BIRTHDATE_INPUT_FORMATS,
  birthdateBounds,
  birthdateToDate,
  dateToBirthdate,
} from '@/lib/forms/apply/birthdate';
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
  const t = useTranslations('ApplyForm.calendar');
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
  const dialogLabel = t('dialog');
  const Container = useMemo(() => calendarContainer(`${id}-calendar`, dialogLabel), [id, dialogLabel]);
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
        <button
          type="button"
          className={styles.step}
          onClick={decreaseMonth}
          disabled={prevMonthButtonDisabled}
          aria-label={t('previousMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
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
        <button
          type="button"
          className={styles.step}
          onClick={increaseMonth}
          disabled={nextMonthButtonDisabled}
          aria-label={t('nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    );
  }

  return (
    <div className={styles.wrap}>
      <DatePicker
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
        // The input the library clones: a combobox whose popup is the calendar dialog, open or not.
        customInput={<input role="combobox" aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? `${id}-calendar` : undefined} />}
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
