/**
 * A package page writes its first talents in its HTML (a phone's first screens and more); the others
 * come as one server-rendered part when the client nears the end of the list or asks for them, or, without
 * script, with the page again asked for all of them (`?all=1`).
 */
export const FIRST_TALENTS = 8;

/** The page's query parameter that asks for every talent in the HTML (the no-script path). */
export const ALL_TALENTS_PARAM = 'all';

/** `GET /api/packages/{token}/talents/{lang}`: the talents after the first ones, as HTML. */
export function talentsPartPath(token: string, locale: string): string {
  return `/api/packages/${encodeURIComponent(token)}/talents/${locale}`;
}

/** The talents of `?sent=12,9` that are in the package, in the order given. */
export function pickedFrom(value: string, inPackage: ReadonlySet<number>): number[] {
  return value
    .split(',')
    .map(Number)
    .filter((id) => inPackage.has(id));
}
