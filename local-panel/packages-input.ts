import type { Db } from './db';
import { validationError } from './http';
import {
  AVAILABILITY_STATUSES,
  MIN_PIN_LENGTH,
  PACKAGE_LOCALES,
  PIN_PATTERN,
  talentPhotos,
  type Availability,
  type AvailabilityStatus,
  type ChosenTalent,
  type PackageInput,
  type PackageLocale,
} from './packages-store';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_PACKAGE_TALENTS = 60;

type Errors = Record<string, string[]>;

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A talent's `availability`: `{status, dates}` with a known status, or none (absent, null or an empty status). */
function readAvailability(value: unknown, errors: Errors): Availability | null {
  if (value === undefined || value === null) return null;
  const record = (typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const status = text(record.status, 40);
  if (status === '') return null;
  if (!AVAILABILITY_STATUSES.includes(status as AvailabilityStatus)) {
    errors.talents = [`The availability must be one of ${AVAILABILITY_STATUSES.join(', ')}.`];
    return null;
  }
  const dates = text(record.dates, 60);
  return { status: status as AvailabilityStatus, dates: dates === '' ? null : dates };
}

function readTalents(db: Db, value: unknown, errors: Errors): ChosenTalent[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.talents = ['Choose at least one talent.'];
    return [];
  }
  if (value.length > MAX_PACKAGE_TALENTS) {
    errors.talents = [`A package holds at most ${MAX_PACKAGE_TALENTS} talents.`];
    return [];
  }
  const seen = new Set<number>();
  const talents: ChosenTalent[] = [];
  for (const item of value) {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const id = record.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || seen.has(id)) {
      errors.talents = ['Each talent must be a talent id, once.'];
      return [];
    }
    const available = talentPhotos(db, id).map((photo) => photo.file);
    if (available.length === 0) {
      errors.talents = [`No talent with id ${id}.`];
      return [];
    }
    seen.add(id);
    const asked = Array.isArray(record.photos) ? record.photos : [];
    // Files under storage/, or indexes into the talent's photos (book, then snap, then polaroids).
    const photos = asked.flatMap((photo) => {
      const file = typeof photo === 'number' ? available[photo] : typeof photo === 'string' ? photo : undefined;
      return file && available.includes(file) ? [file] : [];
    });
    const note = text(record.note, 1000);
    const availability = readAvailability(record.availability, errors);
    talents.push({ id, note: note === '' ? null : note, photos: [...new Set(photos.length > 0 ? photos : available.slice(0, 1))], ...(availability ? { availability } : {}) });
  }
  return talents;
}

function readExpiry(value: unknown, errors: Errors): string | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(parsed)) {
    errors.expires_at = ['The expiry must be a date and time.'];
    return null;
  }
  return new Date(parsed).toISOString();
}

/**
 * A package as staff (or a test through `/__admin/packages`) describe it: `title`, `message`, `locale`,
 * `booker {name, email, phone}`, `talents [{id, note, photos, availability {status, dates}}]`, `expires_at`, `pin` (`""`/null: none;
 * absent on an edit: unchanged). Anything wrong is a 422 naming the field.
 */
export function parsePackageInput(db: Db, body: Record<string, unknown>, editing = false): PackageInput {
  const errors: Errors = {};
  const title = text(body.title, 200);
  if (title === '') errors.title = ['The title is required.'];
  const locale = body.locale ?? 'pt';
  if (!PACKAGE_LOCALES.includes(locale as PackageLocale)) errors.locale = ['The locale must be pt, en or es.'];
  const bookerRecord = (typeof body.booker === 'object' && body.booker !== null ? body.booker : {}) as Record<string, unknown>;
  const booker = {
    name: text(bookerRecord.name, 200) || 'Marina Lopes',
    email: text(bookerRecord.email, 200) || 'marina@agencia.example',
    phone: text(bookerRecord.phone, 60),
  };
  if (!EMAIL_PATTERN.test(booker.email)) errors.booker = ['The booker e-mail is invalid.'];
  const talents = readTalents(db, body.talents, errors);
  const expiresAt = readExpiry(body.expires_at, errors);
  let pin: string | null | undefined;
  if (body.pin === undefined) pin = editing ? undefined : null;
  else if (body.pin === null || body.pin === '') pin = null;
  else if (typeof body.pin === 'string' && PIN_PATTERN.test(body.pin)) pin = body.pin;
  else if (typeof body.pin === 'string' && body.pin.length < MIN_PIN_LENGTH) errors.pin = [`The PIN is too short: use at least ${MIN_PIN_LENGTH} letters or digits.`];
  else errors.pin = [`The PIN is ${MIN_PIN_LENGTH} to 12 letters or digits, nothing else.`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { title, message: text(body.message, 4000), locale: locale as PackageLocale, booker, talents, expiresAt, ...(pin === undefined ? {} : { pin }) };
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
