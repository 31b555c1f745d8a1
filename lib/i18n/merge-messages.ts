/**
 * A message is an ICU string in messages/*.json; in a build, next-intl's loader precompiles the
 * ones with arguments or tags to arrays (a plain text stays a string). Either is a leaf.
 */
export type Message = string | readonly unknown[];
export type Messages = { [key: string]: Message | Messages };

/** Deep-merges `override` over `base`; empty strings in `override` keep the base value. */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    if (typeof value === 'string') {
      if (value.trim() !== '') out[key] = value;
    } else if (Array.isArray(value)) {
      out[key] = value;
    } else if (isGroup(current)) {
      out[key] = mergeMessages(current, value as Messages);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function isGroup(value: Message | Messages | undefined): value is Messages {
  return typeof value === 'object' && !Array.isArray(value);
}
