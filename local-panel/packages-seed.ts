import { readMeta, writeMeta, type Db } from './db';
import { createPackage, hashPin, pinMatches, readPackageRow, revokePackage, talentPhotos, type Availability, type ChosenTalent, type PackageInput } from './packages-store';

/** What tests and the demo know of the seeded packages; their tokens are drawn at random (`GET /__admin/packages`). */
export const PACKAGE_SEED_FACTS = {
  /** The PIN of the `pin` package. */
  pin: '482613',
  /** Talents of the `demo` package, in its order; the first has the booker's note and two chosen photos. */
  demoTalents: [12, 2, 9, 6],
  demoNote: 'Perfeita para a campanha de verão: já fotografou para nós.',
  pinTalents: [12, 7],
  /** Talents in the `large` package (the audit's package screen): three chosen photos each. */
  largeTalents: 40,
  /** The booker's word on each of the demo's talents, in its order: every state a client may read. */
  demoAvailability: [
    { status: 'available', dates: '10–12 dez' },
    { status: 'first_option', dates: '10–12 dez' },
    { status: 'on_hold', dates: '11 dez' },
    { status: 'unavailable', dates: null },
  ],
} as const;

export type SeededPackages = { demo: string; pin: string; expired: string; revoked: string; large: string };

const META_KEY = 'package-seed';
const DAY_MS = 24 * 60 * 60 * 1000;

const BOOKER = { name: 'Marina Lopes', email: 'marina@agencia.example', phone: '+55 11 98765 4321' };

function choose(db: Db, id: number, note: string | null, photoIndexes: number[], availability: Availability | null = null): ChosenTalent[] {
  const photos = talentPhotos(db, id);
  if (photos.length === 0) return [];
  const files = photoIndexes.flatMap((index) => (photos[index] ? [photos[index].file] : []));
  return [{ id, note, photos: files.length > 0 ? files : [photos[0]!.file], ...(availability ? { availability } : {}) }];
}

/** A seeded package in Portuguese from the seed's booker, open for 30 days from `now`. */
function seedInput(now: Date, title: string, message: string, talents: ChosenTalent[]): PackageInput {
  return { title, message, locale: 'pt', booker: BOOKER, expiresAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(), talents };
}

function demoInput(db: Db, now: Date): PackageInput {
  const [first, ...rest] = PACKAGE_SEED_FACTS.demoTalents;
  return seedInput(now, 'Campanha verão — seleção de modelos', 'Olá! Separei estes perfis para a campanha de verão. Marque quem quer ver no teste e me responda por aqui.', [
    ...choose(db, first, PACKAGE_SEED_FACTS.demoNote, [1, 3], PACKAGE_SEED_FACTS.demoAvailability[0]),
    ...rest.flatMap((id, index) => choose(db, id, index === 1 ? 'Disponível a partir de janeiro.' : null, [0, 1, 2], PACKAGE_SEED_FACTS.demoAvailability[index + 1] ?? null)),
  ]);
}

/** A package of 40 talents, three photos each, a note on every fifth: what a booker sends for a big casting. */
function largeInput(db: Db, now: Date): PackageInput {
  const ids = (db.prepare('SELECT id FROM talents ORDER BY id').all() as Array<{ id: number }>).map((row) => row.id);
  // Most talents with the booker's word on the job's dates, some without: as a booker fills one in.
  const availability = (index: number): Availability | null =>
    index % 4 === 3 ? null : { status: (['available', 'available', 'first_option', 'on_hold', 'unavailable'] as const)[index % 5]!, dates: index % 5 === 4 ? null : '14–16 jan' };
  const talents = ids.flatMap((id, index) => choose(db, id, index % 5 === 0 ? 'Disponível para o teste da semana que vem.' : null, [0, 1, 2], availability(index)));
  return seedInput(now, 'Casting de verão — seleção ampla', 'Olá! Esta é a seleção completa para o casting. Marque quem quer ver e me responda por aqui.', talents.slice(0, PACKAGE_SEED_FACTS.largeTalents));
}

/** The seed's PIN package in a database seeded with a 4-digit PIN takes the seed's PIN now (the panel takes 6 or more). */
const SHORT_SEED_PIN = '4826';
const pinsChecked = new WeakSet<Db>();

async function renewShortSeedPin(db: Db, token: string): Promise<void> {
  if (pinsChecked.has(db)) return;
  pinsChecked.add(db);
  const row = readPackageRow(db, token);
  if (!row?.pin_hash || !(await pinMatches(SHORT_SEED_PIN, row.pin_hash))) return;
  db.prepare('UPDATE packages SET pin_hash = ? WHERE token = ?').run(await hashPin(PACKAGE_SEED_FACTS.pin), token);
}

/**
 * Seeds the five packages the tests and the demo use once per database (a reset starts over): a
 * demo in Portuguese, one in English behind a PIN, one expired, one revoked and a large one of 40
 * talents. A database seeded before the large one existed gains it; one whose PIN package has the
 * old 4-digit PIN gets the current one.
 */
export async function ensurePackagesSeeded(db: Db, now = new Date()): Promise<SeededPackages> {
  const stored = readMeta(db, META_KEY);
  if (stored) {
    const seeded = JSON.parse(stored) as Partial<SeededPackages>;
    if (seeded.pin) await renewShortSeedPin(db, seeded.pin);
    if (seeded.large) return seeded as SeededPackages;
    const withLarge = { ...seeded, large: await createPackage(db, largeInput(db, now), now) } as SeededPackages;
    writeMeta(db, META_KEY, JSON.stringify(withLarge));
    return withLarge;
  }
  const demo = await createPackage(db, demoInput(db, now), now);
  const pin = await createPackage(db, {
    title: 'Editorial — shortlist',
    message: 'A short list for the editorial. The PIN is in my e-mail.',
    locale: 'en',
    booker: BOOKER,
    expiresAt: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
    talents: PACKAGE_SEED_FACTS.pinTalents.flatMap((id) => choose(db, id, null, [0, 1])),
    pin: PACKAGE_SEED_FACTS.pin,
  }, now);
  const expired = await createPackage(db, { ...demoInput(db, now), title: 'Catálogo de inverno', expiresAt: new Date(now.getTime() - DAY_MS).toISOString() }, now);
  const revoked = await createPackage(db, { ...demoInput(db, now), title: 'Seleção cancelada' }, now);
  revokePackage(db, revoked, now);
  const large = await createPackage(db, largeInput(db, now), now);
  const seeded: SeededPackages = { demo, pin, expired, revoked, large };
  writeMeta(db, META_KEY, JSON.stringify(seeded));
  return seeded;
}
