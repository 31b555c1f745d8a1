export type Option = { value: string; label: string };

/** The application's long lists: the country and the seven measurements. */
export type ListName = 'country' | 'height' | 'weight' | 'bust' | 'waist' | 'hips' | 'jeans' | 'shoes';
export type MeasureName = Exclude<ListName, 'country'>;

/**
 * The application's long option lists, generated rather than written out (about 1,300 options).
 * Self-contained on purpose (no imports, no names from outside its body): besides serving the
 * server's schema and the form's script, the function is written whole into the application page
 * as the source of its early script (components/application/list-filler.ts), which fills a select before the
 * page's own script has arrived.
 */
export function optionLists() {
  type Item = { value: string; label: string };
  type Measure = { from: number; to: number; step: number; option: (size: number) => Item };

  // Integers (or half steps) from `from` to `to` inclusive, without floating-point drift.
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => from + index * step);
  // Nearest half inch, printed without a trailing '.0' (34, 35.5).
  const halfInches = (cm: number) => String(Math.round((cm / 2.54) * 2) / 2);
  const inches = (cm: number): Item => ({ value: `${cm}/${halfInches(cm)}`, label: `${cm}cm / ${halfInches(cm)}"` });
  const plain = (size: number): Item => ({ value: String(size), label: String(size) });
  const feet = (cm: number): Item => {
    const total = Math.round(cm / 2.54);
    const whole = Math.floor(total / 12);
    return { value: `${cm}/${whole}.${total % 12}`, label: `${cm}cm / ${whole}'${total % 12}"` };
  };
  const pounds = (kg: number): Item => ({ value: `${kg}/${Math.round(kg * 2.20462)}`, label: `${kg}kg / ${Math.round(kg * 2.20462)}lb` });

  // Each measurement's range (in cm, kg or the size itself) and how one step is written.
  const measures: Record<MeasureName, Measure> = {
    height: { from: 30, to: 200, step: 1, option: feet },
    weight: { from: 3, to: 200, step: 1, option: pounds },
    bust: { from: 65, to: 200, step: 1, option: inches },
    waist: { from: 20, to: 200, step: 1, option: inches },
    hips: { from: 20, to: 200, step: 1, option: inches },
    jeans: { from: 34, to: 60, step: 0.5, option: plain },
    shoes: { from: 1, to: 60, step: 0.5, option: plain },
  };

  // ISO 3166-1 alpha-2, all 249 officially assigned codes.
  const codes = (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
    'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' ');
  // The agency's country: first in the list and the form's default.
  const agency = 'BR';

  const regionNames = (locale: string) => new Intl.DisplayNames([locale, 'pt'], { type: 'region', fallback: 'code' });
  const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  const escape = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] as string);

  return {
    measures,
    codes,
    agency,
    measure: (name: MeasureName): Item[] => range(measures[name].from, measures[name].to, measures[name].step).map(measures[name].option),
    countryName: (code: string, locale: string): string => regionNames(locale).of(code) ?? code,
    /** Every country named in `locale`, the agency's first, the rest in that language's order. */
    countries: (locale: string): Item[] => {
      const names = regionNames(locale);
      const order = new Intl.Collator(locale);
      const others = codes
        .filter((code) => code !== agency)
        .map((code) => ({ value: code, label: names.of(code) ?? code }))
        .sort((a, b) => order.compare(a.label, b.label));
      return [{ value: agency, label: names.of(agency) ?? agency }, ...others];
    },
    /** Options as HTML, every value and label escaped. */
    html: (options: readonly Item[]): string =>
      options.map((option) => `<option value="${escape(option.value)}">${escape(option.label)}</option>`).join(''),
  };
}
