/**
 * A package page writes its first talents in its HTML: a phone's first screens, a wide screen's first
 * one and more. Each talent written costs a slow phone parsing, style and layout before its first
 * paint, whose largest element is the first talent's photo. The others come as one server-rendered part
 * while the end of the list is still 1200 px away (components/package/talent-list.tsx), or when the
 * client asks for them; without script, with the page again asked for all of them (`?all=1`).
 */
export const FIRST_TALENTS = 4;

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
