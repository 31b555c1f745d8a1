/**
 * What the phone field needs before its formatter arrives (no phone library here, so this can be in the
 * first load): the spec's placeholder for Brazil and the caret rule used while formatting as you type.
 */
export const BRAZIL = 'BR';
/** The placeholder of the Brazilian mask `+NN (NN) NNNNN-NNNN`. */
export const PHONE_PLACEHOLDER = '+xx (xx) xxxx - xxxx';

function digitsBefore(text: string, end: number): number {
  return text.slice(0, end).replace(/\D/g, '').length;
}

/**
 * Where the caret goes in `formatted` so that it stays after the same digit as in `raw`. A number
 * typed without its country code (the field was focused before the form's script ran, so it never got
 * its `+55 `) comes back with the code in front: the caret moves past those digits too.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const typed = raw.replace(/\D/g, '');
  const shown = formatted.replace(/\D/g, '');
  const added = shown.length > typed.length && shown.endsWith(typed) ? shown.length - typed.length : 0;
  const wanted = digitsBefore(raw, caret) + added;
  // No digit before it: just after the '+' unless the caret was at the very start.
  if (wanted === 0) return formatted.startsWith('+') && caret > 0 ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === wanted) return index + 1;
  }
  return formatted.length;
}

/**
 * A backspace on a separator (a space, a parenthesis, the hyphen) would come back with the next format;
 * it removes the digit before it instead. Returns the text and caret to format.
 */
export function applyBackspaceOnSeparator(previous: string, raw: string, caret: number): { raw: string; caret: number } {
  const digits = (text: string) => text.replace(/\D/g, '');
  if (raw.length >= previous.length || digits(raw) !== digits(previous)) return { raw, caret };
  let index = caret - 1;
  while (index >= 0 && !/\d/.test(raw[index] ?? '')) index -= 1;
  if (index < 0) return { raw, caret };
  return { raw: raw.slice(0, index) + raw.slice(index + 1), caret: index };
}

/** Only a country code (`+55`, `+351 `): what the field starts with, not a number the visitor gave. */
export function isBareCallingCode(value: string): boolean {
  return /^\+\d{0,3}\s*$/.test(value.trim());
}
