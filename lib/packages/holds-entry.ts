import 'server-only';
import { sendPackageHold, type HoldBody } from '@/lib/api/packages';
import { ApiError } from '@/lib/api/errors';
import { deliveryHeaders } from '@/lib/outbox/entry-body';
import { registerSendKind } from '@/lib/outbox/kinds';
import type { OutboxEntry } from '@/lib/outbox/types';
import { isCalendarDay } from './hold-rules';
import { openHoldPin, sealHoldPin } from './hold-pin';

/**
 * A client's hold request as an outbox entry (`kind: package-holds`) and back: the token, the
 * contract's JSON fields as text fields like every send, and the package's PIN, when it has one,
 * only sealed (lib/packages/hold-pin.ts).
 */
export type HoldRequest = HoldBody & { token: string; pin: string | null };

export function holdEntry(id: string, submittedAt: string, request: HoldRequest): OutboxEntry {
  const fields: OutboxEntry['fields'] = [
    ['token', request.token],
    ['talent_id', String(request.talent_id)],
    ['from', request.from],
    ['to', request.to],
    ['name', request.name],
    ['email', request.email],
    ['note', request.note],
  ];
  if (request.pin) fields.push(['pin_sealed', sealHoldPin(id, request.token, request.pin)]);
  return { id, kind: 'package-holds', submittedAt, fields, files: [] };
}

/** The request an entry holds; null when it is not a well-formed package-holds entry or its PIN's seal does not open. */
export function holdFromEntry(entry: OutboxEntry): HoldRequest | null {
  const field = (name: string) => entry.fields.find(([key]) => key === name)?.[1];
  const token = field('token');
  const talentId = Number(field('talent_id'));
  const from = field('from') ?? '';
  const to = field('to') ?? '';
  const email = field('email');
  const sealed = field('pin_sealed');
  const pin = sealed === undefined ? null : openHoldPin(entry.id, token ?? '', sealed);
  if (entry.kind !== 'package-holds' || !token || !Number.isSafeInteger(talentId) || !isCalendarDay(from) || !isCalendarDay(to) || !email) return null;
  if (sealed !== undefined && pin === null) return null;
  return { token, pin, talent_id: talentId, from, to, name: field('name') ?? '', email, note: field('note') ?? '' };
}

/** A hold request goes to `POST /api/packages/{token}/holds` as the contract's JSON, with `X-Package-Pin` when the package has one. */
export const holdsSend = registerSendKind({
  kind: 'package-holds',
  async send(entry, timeoutMs) {
    const request = holdFromEntry(entry);
    // A damaged store, or a PIN sealed under a key this site no longer has: refused for good, kept for an operator.
    if (!request) throw new ApiError({ status: 400, code: 'invalid_response', message: 'malformed package-holds entry' });
    const { token, pin, ...body } = request;
    return sendPackageHold(token, pin, body, deliveryHeaders(entry), timeoutMs);
  },
});
