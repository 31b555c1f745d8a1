import { describe, expect, it } from 'vitest';
import { readApplicationAnswer } from '@/lib/forms/application/answer';

const answer = (status: number, body: unknown = null, retryAfterSeconds: number | null = null) =>
  ({ kind: 'answer', status, body, retryAfterSeconds }) as const;

describe('readApplicationAnswer', () => {
  it('reads 201 and 202 as received', () => {
    expect(readApplicationAnswer(answer(201, { ok: true }))).toEqual({ kind: 'received', guardianDays: null });
    expect(readApplicationAnswer(answer(202, { ok: true }))).toEqual({ kind: 'received', guardianDays: null });
  });

  it("reads an application kept for the guardian's confirmation, and for how many days", () => {
    expect(readApplicationAnswer(answer(202, { ok: true, pending: 'guardian', days: 7 }))).toEqual({ kind: 'received', guardianDays: 7 });
  });

  it('offers another try when no answer came or the panel did not take it', () => {
    expect(readApplicationAnswer({ kind: 'network' })).toMatchObject({ kind: 'failed', failure: { kind: 'upstream' }, focus: false });
    expect(readApplicationAnswer(answer(502, { error: 'upstream' }))).toMatchObject({ failure: { kind: 'upstream' } });
  });

  it('tells a rate limit in whole minutes and a busy site in seconds', () => {
    expect(readApplicationAnswer(answer(429, { error: 'rate_limited' }, 61))).toMatchObject({ failure: { kind: 'rateLimited', minutes: 2 } });
    expect(readApplicationAnswer(answer(429, { error: 'rate_limited' }))).toMatchObject({ failure: { kind: 'rateLimited', minutes: 1 } });
    expect(readApplicationAnswer(answer(503, { error: 'busy' }, 7))).toMatchObject({ failure: { kind: 'busy', seconds: 7 } });
  });

  it('asks for a fresh form token when the old one expired', () => {
    expect(readApplicationAnswer(answer(422, { errors: { _form: 'expired' } }))).toMatchObject({ failure: { kind: 'expired' }, refreshToken: true });
  });

  it('marks the fields and photos the server refused, and moves the focus to them', () => {
    const reading = readApplicationAnswer(answer(422, { errors: { email: 'email', image_2: 'type', website: 'spam' } }));
    expect(reading).toEqual({
      kind: 'failed',
      failure: { kind: 'invalid' },
      fieldErrors: [['email', 'email']],
      photoErrors: { image_2: 'type' },
      focus: true,
      refreshToken: false,
    });
    expect(readApplicationAnswer(answer(415, { errors: { image_1: 'type' } }))).toMatchObject({ failure: { kind: 'type' }, photoErrors: { image_1: 'type' } });
  });

  it('names what the panel refused under its own field names, marking the control that holds it', () => {
    expect(readApplicationAnswer(answer(422, { errors: { id_country: 'invalid', id_city: 'invalid' } }))).toMatchObject({
      failure: { kind: 'refused', data: 'country' },
      fieldErrors: [['country', 'refused']],
      focus: true,
    });
    expect(readApplicationAnswer(answer(422, { errors: { contacts: 'invalid' } }))).toMatchObject({
      failure: { kind: 'refused', data: 'responsible' },
      fieldErrors: [['father', 'refused']],
    });
    expect(readApplicationAnswer(answer(422, { errors: { id_city: 'invalid' } }))).toMatchObject({ failure: { kind: 'refused', data: 'city' }, fieldErrors: [] });
    expect(readApplicationAnswer(answer(422, { errors: { favourite_colour: 'invalid' } }))).toMatchObject({ failure: { kind: 'refused', data: 'other' } });
  });

  it('keeps a too-large upload apart from a refused one', () => {
    expect(readApplicationAnswer(answer(413, { error: 'too_large' }))).toMatchObject({ failure: { kind: 'tooLarge' } });
  });
});
