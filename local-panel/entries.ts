import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { guardianOf, instant, isDataRequest, parseConsent, parseContacts, REQUESTS } from './consent';
import { readSendHeaders } from './entry-headers';
import { storeEntry, type EntryFields, type UploadedFile } from './entry-store';
import { drain, HttpError, sendJson, validationError } from './http';
import type { Route, RouteContext } from './state';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FIELDS = 40;
const MAX_FILES = 8;
const SLOT_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif']);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * `id_country` (docs/contract.md) holds the country selected in the application form, whose list gives
 * ISO 3166-1 alpha-2 codes (all 249 assigned ones, upper case). A panel that knows its countries
 * refuses anything else, so a site sending names, ids or lower case would be caught here.
 */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
    'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
    'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

type Fields = EntryFields;
type Form = { fields: Fields; files: UploadedFile[]; errors: Record<string, string[]> };

function addError(errors: Record<string, string[]>, key: string, message: string): void {
  (errors[key] ??= []).push(message);
}

function parseForm(req: IncomingMessage): Promise<Form> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fileSize: MAX_FILE_BYTES, fields: MAX_FIELDS, files: MAX_FILES, fieldSize: 1024 * 1024 },
    });
  } catch {
    throw new HttpError(415, { message: 'Send the entry as multipart/form-data.' });
  }
  const form: Form = { fields: {}, files: [], errors: {} };
  return new Promise((resolve, reject) => {
    parser.on('field', (name, value) => {
      const previous = form.fields[name];
      if (previous === undefined) form.fields[name] = value;
      else form.fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        addError(form.errors, name, `The ${name.replace(/_/g, ' ')} may not be greater than ${MAX_FILE_BYTES / 1024} kilobytes.`);
      });
      stream.on('end', () => {
        if (stream.truncated) return;
        if (!SLOT_PATTERN.test(name)) {
          addError(form.errors, 'files', `The file field name "${name.slice(0, 60)}" is not allowed.`);
          return;
        }
        if (form.files.some((file) => file.slot === name)) {
          addError(form.errors, name, `The ${name.replace(/_/g, ' ')} must be a single file.`);
          return;
        }
        form.files.push({ slot: name, filename: info.filename ?? '', mime: info.mimeType, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('fieldsLimit', () => addError(form.errors, 'fields', `No more than ${MAX_FIELDS} fields are accepted.`));
    parser.on('filesLimit', () => addError(form.errors, 'files', `No more than ${MAX_FILES} files are accepted.`));
    parser.on('partsLimit', () => addError(form.errors, 'fields', 'Too many parts.'));
    parser.on('error', (error: Error) => reject(new HttpError(400, { message: `Malformed form data: ${error.message}` })));
    parser.on('close', () => resolve(form));
    req.pipe(parser);
  });
}

function text(fields: Fields, key: string): string {
  const value = fields[key];
  return (Array.isArray(value) ? (value[value.length - 1] ?? '') : (value ?? '')).trim();
}

function label(key: string): string {
  return key.replace(/_/g, ' ');
}

function requireFields(fields: Fields, keys: readonly string[], errors: Record<string, string[]>): void {
  for (const key of keys) if (text(fields, key) === '') addError(errors, key, `The ${label(key)} field is required.`);
}

function checkEmail(fields: Fields, errors: Record<string, string[]>): void {
  const email = text(fields, 'email');
  if (email !== '' && !EMAIL_PATTERN.test(email)) addError(errors, 'email', 'The email must be a valid email address.');
}

function validDate(value: string): boolean {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function validateContact(form: Form): void {
  const request = text(form.fields, 'request');
  // A data-rights request (the privacy page's form) may come without a phone.
  requireFields(form.fields, request === '' ? ['name', 'email', 'phone', 'message'] : ['name', 'email', 'message'], form.errors);
  checkEmail(form.fields, form.errors);
  if (request !== '' && !isDataRequest(request)) {
    addError(form.errors, 'request', `The selected request is invalid (one of ${REQUESTS.join(', ')}).`);
  }
  // When the sender followed the link mailed to `email`: one ISO 8601 instant, when sent at all.
  const confirmedAt = form.fields.confirmed_at;
  if (confirmedAt !== undefined && (Array.isArray(confirmedAt) || !instant(confirmedAt.trim()))) {
    addError(form.errors, 'confirmed_at', 'The confirmed at must be one ISO 8601 instant with Z or an offset.');
  }
}

/** `contacts` and `consent` of an application: each the contract's JSON shape, and telling the same story. */
function validateConsentFields(fields: Fields, errors: Record<string, string[]>): void {
  const contactsText = text(fields, 'contacts');
  const contacts = contactsText === '' ? undefined : parseContacts(contactsText);
  if (contactsText !== '' && !contacts) {
    addError(
      errors,
      'contacts',
      'The contacts must be a JSON list of {poste, name} under "value", with a "label"; a guardian has poste mother, father or guardian, a valid email and a phone.',
    );
  }
  const consentText = text(fields, 'consent');
  if (consentText === '') return;
  const consent = parseConsent(consentText);
  if (!consent) {
    addError(errors, 'consent', 'The consent must be the JSON record of docs/contract.md (schema 1, notice, locale, submitted_at, consents).');
    return;
  }
  if (contactsText !== '' && !contacts) return;
  const guardianConsent = consent.consents.find((item) => item.by === 'guardian');
  const guardian = guardianOf(contacts);
  if (guardianConsent?.by === 'guardian' && guardian?.poste !== guardianConsent.relationship) {
    addError(errors, 'consent', "The guardian's consent needs the guardian in contacts, with the same relationship.");
  } else if (!guardianConsent && guardian) {
    addError(errors, 'consent', 'The contacts hold a guardian, but the consent has no consent of theirs.');
  }
}

function validateApplication(form: Form): void {
  const { fields, errors } = form;
  requireFields(fields, ['realname', 'email', 'gender', 'height', 'birthdate'], errors);
  checkEmail(fields, errors);
  const gender = text(fields, 'gender');
  if (gender !== '' && !['woman', 'man', 'undefined'].includes(gender)) addError(errors, 'gender', 'The selected gender is invalid.');
  const birthdate = text(fields, 'birthdate');
  if (birthdate !== '' && !validDate(birthdate)) {
    addError(errors, 'birthdate', 'The birthdate does not match the format Y/m/d.');
  }
  if ('accept' in fields || form.files.some((file) => file.slot === 'accept')) {
    addError(errors, 'accept', 'The accept field is prohibited.');
  }
  const country = text(fields, 'id_country');
  if (country === '') addError(errors, 'id_country', 'The id country field is required.');
  else if (!COUNTRY_CODES.has(country)) addError(errors, 'id_country', 'The selected id country is invalid.');
  const city = text(fields, 'id_city');
  if (city !== '' && !/^\d{1,12}$/.test(city)) addError(errors, 'id_city', 'The selected id city is invalid.');
  validateConsentFields(fields, errors);
  for (const slot of ['image_1', 'image_2', 'image_3', 'image_4']) {
    if (errors[slot]) continue;
    const file = form.files.find((candidate) => candidate.slot === slot);
    if (!file || file.bytes.length === 0) addError(errors, slot, `The ${label(slot)} field is required.`);
    else if (!IMAGE_TYPES.has(file.mime.toLowerCase())) {
      addError(errors, slot, `The ${label(slot)} must be a file of type: jpeg, png, gif.`);
    }
  }
}

const VALIDATORS: Record<string, (form: Form) => void> = {
  contact: validateContact,
  getScouted: validateApplication,
};

async function sendEntry({ req, res, params, state }: RouteContext): Promise<void> {
  const kind = params[0] ?? '';
  const validate = VALIDATORS[kind];
  if (!validate) {
    await drain(req);
    throw new HttpError(404, { message: `Unknown entry ${kind}.` });
  }
  if (state.rejectEntries) {
    await drain(req);
    throw new HttpError(500, { message: 'The panel could not store the entry (rejection switch is on).' });
  }
  const form = await parseForm(req);
  validate(form);
  if (Object.keys(form.errors).length > 0) throw validationError(form.errors);
  const stored = await storeEntry(state, { kind, fields: form.fields, files: form.files, ...readSendHeaders(req.headers) });
  // A send repeating a stored Idempotency-Key is answered 200 with the first entry's id.
  sendJson(res, stored.created ? 201 : 200, { id: stored.id });
}

export const entryRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/entry\/([^/]+)\/send$/, host: 'panel', handle: sendEntry },
];
