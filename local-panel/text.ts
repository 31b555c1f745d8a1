/** First letter of a name with accents folded ('Álvaro' → 'A'); '#' when it is not a latin letter. */
export function foldLetter(name: string): string {
  const first = Array.from(name.trimStart())[0] ?? '';
  const folded = first.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]$/.test(folded) ? folded : '#';
}

/** 'Álvaro Mendes' → 'alvaro-mendes'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'talent';
}

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An ISO instant as `2026-11-25 14:03:07 UTC`; anything unreadable as it is. */
export function readableInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

export function timeTag(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(readableInstant(iso))}</time>`;
}
