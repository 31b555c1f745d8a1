/** URL segment for a talent's name ('Álvaro Mendes' → 'alvaro-mendes'); the id carries identity, so this is cosmetic. */
export function talentSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A name with no latin letters would give an empty segment and break the profile route.
  return slug || 'talent';
}
