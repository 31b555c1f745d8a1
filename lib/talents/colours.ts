export type ColourKind = 'hair' | 'eyes';
export type ColourLocale = 'pt' | 'en' | 'es';

export type Colour = {
  /** English name: the value the application form sends and the panel stores. */
  value: string;
  pt: string;
  en: string;
  es: string;
};

export type ColourOption = { value: string; label: string };

export const hairColours: readonly Colour[] = [
  { value: 'Blonde', pt: 'Loiro', en: 'Blonde', es: 'Rubio' },
  { value: 'Light Blonde', pt: 'Loiro Claro', en: 'Light Blonde', es: 'Rubio Claro' },
  { value: 'Dark Blonde', pt: 'Loiro Escuro', en: 'Dark Blonde', es: 'Rubio Oscuro' },
  { value: 'Ash Blonde', pt: 'Loiro Acinzentado', en: 'Ash Blonde', es: 'Rubio Ceniza' },
  { value: 'Honey Blonde', pt: 'Loiro Mel', en: 'Honey Blonde', es: 'Rubio Miel' },
  { value: 'Strawberry Blonde', pt: 'Loiro Morango', en: 'Strawberry Blonde', es: 'Rubio Fresa' },
  { value: 'Platinum', pt: 'Platinado', en: 'Platinum', es: 'Platino' },
  { value: 'Brown', pt: 'Castanho', en: 'Brown', es: 'Castaño' },
  { value: 'Light Brown', pt: 'Castanho Claro', en: 'Light Brown', es: 'Castaño Claro' },
  { value: 'Dark Brown', pt: 'Castanho Escuro', en: 'Dark Brown', es: 'Castaño Oscuro' },
  { value: 'Auburn', pt: 'Castanho Acobreado', en: 'Auburn', es: 'Castaño Cobrizo' },
  { value: 'Golden Brown', pt: 'Castanho Dourado', en: 'Golden Brown', es: 'Castaño Dorado' },
  { value: 'Black', pt: 'Preto', en: 'Black', es: 'Negro' },
  { value: 'Blue Black', pt: 'Preto Azulado', en: 'Blue Black', es: 'Negro Azulado' },
  { value: 'Redhead', pt: 'Ruivo', en: 'Redhead', es: 'Pelirrojo' },
  { value: 'Copper Red', pt: 'Ruivo Acobreado', en: 'Copper Red', es: 'Rojo Cobrizo' },
  { value: 'Red', pt: 'Vermelho', en: 'Red', es: 'Rojo' },
  { value: 'Mahogany', pt: 'Acaju', en: 'Mahogany', es: 'Caoba' },
  { value: 'Salt and Pepper', pt: 'Grisalho', en: 'Salt and Pepper', es: 'Canoso' },
  { value: 'Grey', pt: 'Cinza', en: 'Grey', es: 'Gris' },
  { value: 'White', pt: 'Branco', en: 'White', es: 'Blanco' },
  { value: 'Coloured', pt: 'Colorido', en: 'Coloured', es: 'De Colores' },
  { value: 'Bald', pt: 'Careca', en: 'Bald', es: 'Calvo' },
  { value: 'Shaved', pt: 'Raspado', en: 'Shaved', es: 'Rapado' },
  { value: 'Highlights', pt: 'Mechas', en: 'Highlights', es: 'Mechas' },
];

export const eyeColours: readonly Colour[] = [
  { value: 'Hazel', pt: 'Avelã', en: 'Hazel', es: 'Avellana' },
  { value: 'Blue', pt: 'Azul', en: 'Blue', es: 'Azul' },
  { value: 'Blue Grey', pt: 'Azul Acinzentado', en: 'Blue Grey', es: 'Azul Grisáceo' },
  { value: 'Light Blue', pt: 'Azul Claro', en: 'Light Blue', es: 'Azul Claro' },
  { value: 'Blue Green', pt: 'Azul Esverdeado', en: 'Blue Green', es: 'Azul Verdoso' },
  { value: 'Brown', pt: 'Castanho', en: 'Brown', es: 'Marrón' },
  { value: 'Brown Coffee', pt: 'Castanho Café', en: 'Brown Coffee', es: 'Marrón Café' },
  { value: 'Light Brown', pt: 'Castanho Claro', en: 'Light Brown', es: 'Marrón Claro' },
  { value: 'Dark Brown', pt: 'Castanho Escuro', en: 'Dark Brown', es: 'Marrón Oscuro' },
  { value: 'Green Brown', pt: 'Verde Acastanhado', en: 'Green Brown', es: 'Verde Amarronado' },
  { value: 'Grey', pt: 'Cinza', en: 'Grey', es: 'Gris' },
  { value: 'Honey', pt: 'Mel', en: 'Honey', es: 'Miel' },
  { value: 'Black', pt: 'Preto', en: 'Black', es: 'Negro' },
  { value: 'Green', pt: 'Verde', en: 'Green', es: 'Verde' },
  { value: 'Green Grey', pt: 'Verde Acinzentado', en: 'Green Grey', es: 'Verde Grisáceo' },
  { value: 'Green Olive', pt: 'Verde Oliva', en: 'Green Olive', es: 'Verde Oliva' },
  { value: 'Amber', pt: 'Âmbar', en: 'Amber', es: 'Ámbar' },
];

const tables: Record<ColourKind, readonly Colour[]> = { hair: hairColours, eyes: eyeColours };

/** Case-, accent- and whitespace-insensitive key, so 'castanho  escuro' and 'CASTANHO ESCURO' match. */
function colourKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

function buildIndex(key: (colour: Colour) => string): Record<ColourKind, Map<string, Colour>> {
  const index = { hair: new Map<string, Colour>(), eyes: new Map<string, Colour>() };
  for (const kind of ['hair', 'eyes'] as const) {
    for (const colour of tables[kind]) index[kind].set(colourKey(key(colour)), colour);
  }
  return index;
}

const byPortuguese = buildIndex((colour) => colour.pt);
const byValue = buildIndex((colour) => colour.value);

function labelFor(colour: Colour, locale: string): string {
  if (locale === 'en') return colour.en;
  if (locale === 'es') return colour.es;
  return colour.pt;
}

/** The panel sends Portuguese names; an English value is accepted too. Unknown names come back unchanged. */
export function translateColour(kind: ColourKind, portugueseName: string, locale: ColourLocale): string {
  const key = colourKey(portugueseName);
  const colour = byPortuguese[kind].get(key) ?? byValue[kind].get(key);
  return colour ? labelFor(colour, locale) : portugueseName;
}

export function colourFromValue(kind: ColourKind, englishValue: string): Colour | null {
  return byValue[kind].get(colourKey(englishValue)) ?? null;
}

export function colourOptions(kind: ColourKind, locale: ColourLocale): ColourOption[] {
  return tables[kind].map((colour) => ({ value: colour.value, label: labelFor(colour, locale) }));
}
