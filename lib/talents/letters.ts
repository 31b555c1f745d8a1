export const ALPHABET: readonly string[] = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** Bucket for names that do not start with a latin letter. */
export const OTHER_LETTER = '#';

/** The roster letter for a name: first letter, accents folded ('Álvaro' → 'A'), otherwise '#'. */
export function foldLetter(name: string): string {
  const first = Array.from(name.trimStart())[0];
  if (!first) return OTHER_LETTER;
  const folded = first.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]$/.test(folded) ? folded : OTHER_LETTER;
}

export function availableLetters(talents: readonly { name: string }[]): Set<string> {
  return new Set(talents.map((talent) => foldLetter(talent.name)));
}

export function filterByLetter<T extends { name: string }>(talents: readonly T[], letter: string | null): T[] {
  if (!letter) return [...talents];
  const wanted = letter.toUpperCase();
  return talents.filter((talent) => foldLetter(talent.name) === wanted);
}
