export type Messages = { [key: string]: string | Messages };

/** Deep-merges `override` over `base`; empty strings in `override` keep the base value. */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    if (typeof value === 'string') {
      if (value.trim() !== '') out[key] = value;
    } else if (current && typeof current === 'object') {
      out[key] = mergeMessages(current, value);
    } else {
      out[key] = value;
    }
  }
  return out;
}
