/** 'dd/MM/yyyy' typed before the calendar has loaded → the form value 'yyyy/MM/dd', or '' while incomplete. */
export function typedToBirthdate(text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return '';
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return `${year}/${month.padStart(2, '0')}/${day.padStart(2, '0')}`;
}

/** The form value 'yyyy/MM/dd' as shown in the field, 'dd/MM/yyyy'. */
export function birthdateToTyped(value: string): string {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
