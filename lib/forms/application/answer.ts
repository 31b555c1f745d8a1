import type { UploadResult } from './upload';
import { APPLICATION_TEXT_FIELDS, type ApplicationTextField } from './fields';
import { PHOTO_SLOTS, type PhotoSlot } from './rules';
import { readSendAnswer } from '@/lib/forms/send-answer';
import { isPanelOnlyField, type PanelOnlyField } from '@/lib/forms/result';

/** What the panel refused, in the applicant's words: its fields for country, city and responsible person have other names here. */
export type RefusedData = 'country' | 'city' | 'responsible' | 'other';

/** Why an application did not go, as the form tells it. */
export type ApplicationFailure =
  | { kind: 'upstream' | 'tooLarge' | 'type' | 'invalid' | 'preparing' | 'expired' }
  | { kind: 'busy'; seconds: number }
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'refused'; data: RefusedData };

/** A field the form can mark: a text answer or the consent box. */
export type ApplicationControl = ApplicationTextField | 'accept';

export type ApplicationAnswerReading =
  /** `guardianDays`: kept until the guardian confirms by e-mail within so many days; null when it went on its way. */
  | { kind: 'received'; guardianDays: number | null }
  | {
      kind: 'failed';
      failure: ApplicationFailure;
      /** Controls to mark with the server's code (`refused` for what the panel refused under its own name). */
      fieldErrors: Array<[ApplicationControl, string]>;
      /** The photo slots the server refused, with their codes; null when the answer says nothing of photos. */
      photoErrors: Partial<Record<PhotoSlot, string>> | null;
      /** Move the focus to the first marked control. */
      focus: boolean;
      /** The form token expired: fetch a fresh one before the next try. */
      refreshToken: boolean;
    };

const REFUSED_DATA: Record<PanelOnlyField, RefusedData> = { id_country: 'country', id_city: 'city', contacts: 'responsible' };
/** The control that holds what the panel calls by another name (the city has none). */
const REFUSED_CONTROL: Partial<Record<PanelOnlyField, ApplicationControl>> = { id_country: 'country', contacts: 'father' };
const REFUSED_ORDER: RefusedData[] = ['country', 'city', 'responsible', 'other'];
const CONTROLS: ReadonlySet<string> = new Set<string>([...APPLICATION_TEXT_FIELDS, 'accept']);

function failed(failure: ApplicationFailure, rest: Partial<Omit<Extract<ApplicationAnswerReading, { kind: 'failed' }>, 'kind' | 'failure'>> = {}): ApplicationAnswerReading {
  return { kind: 'failed', failure, fieldErrors: [], photoErrors: null, focus: false, refreshToken: false, ...rest };
}

function guardianDays(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const { pending, days } = body as { pending?: unknown; days?: unknown };
  return pending === 'guardian' ? (typeof days === 'number' && days > 0 ? days : 7) : null;
}

/** The application endpoint's answer, read for the form: received, or what to tell and mark. Every answer and photo stays. */
export function readApplicationAnswer(result: UploadResult): ApplicationAnswerReading {
  const reading = readSendAnswer(result);
  if (reading.kind === 'received') return { kind: 'received', guardianDays: result.kind === 'answer' ? guardianDays(result.body) : null };
  const { failure, errors } = reading;
  switch (failure.kind) {
    // The application's limit counts in minutes (10 sends in 10 minutes): said in minutes.
    case 'rateLimited':
      return failed({ kind: 'rateLimited', minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) });
    case 'busy':
      return failed({ kind: 'busy', seconds: failure.retryAfterSeconds });
    case 'tooLarge':
      return failed({ kind: 'tooLarge' });
    case 'expired':
      return failed({ kind: 'expired' }, { refreshToken: true });
    case 'type':
    case 'invalid':
    case 'tooFast':
      return markErrors(errors, failure.kind === 'type');
    default:
      // No answer, or the panel down: worth one more try.
      return failed({ kind: 'upstream' });
  }
}

/** A 400/415/422 answer on the form: each named control and photo marked, what the panel refused named. */
function markErrors(errors: Record<string, string>, wrongType: boolean): ApplicationAnswerReading {
  const photoErrors: Partial<Record<PhotoSlot, string>> = {};
  const fieldErrors: Array<[ApplicationControl, string]> = [];
  const refused: RefusedData[] = [];
  let marked = 0;
  for (const [field, code] of Object.entries(errors)) {
    if ((PHOTO_SLOTS as readonly string[]).includes(field)) {
      photoErrors[field as PhotoSlot] = code;
      marked += 1;
    } else if (isPanelOnlyField(field)) {
      // The panel's own names (country, city, responsible person): say which data it refused.
      refused.push(REFUSED_DATA[field]);
      const control = REFUSED_CONTROL[field];
      if (control) fieldErrors.push([control, 'refused']);
    } else if (CONTROLS.has(field)) {
      fieldErrors.push([field as ApplicationControl, code]);
      marked += 1;
    } else if (field !== '_form' && field !== 'website') {
      refused.push('other');
    }
  }
  if (refused.length > 0) {
    const data = REFUSED_ORDER.find((item) => refused.includes(item)) ?? 'other';
    return failed({ kind: 'refused', data }, { fieldErrors, photoErrors, focus: true });
  }
  if (marked > 0) return failed({ kind: wrongType ? 'type' : 'invalid' }, { fieldErrors, photoErrors, focus: true });
  // A too-fast or spam verdict on a real person, or nothing named: worth one more try.
  return failed({ kind: 'upstream' }, { fieldErrors, photoErrors });
}
