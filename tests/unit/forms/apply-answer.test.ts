import { describe, expect, it } from 'vitest';
import { readApplyAnswer } from '@/lib/forms/apply/answer';

const answer = (status: number, body: unknown = null, retryAfterSeconds: number | null = null) =>
  ({ kind: 'answer', status, body, retryAfterSeconds }) as const;

describe('readApplyAnswer', () => {
  it('reads 201 and 202 as received', () => {
    expect(readApplyAnswer(answer(201, { ok: true }))).toEqual({ kind: 'received', guardianDays: null });
    expect(readApplyAnswer(answer(202, { ok: true }))).toEqual({ kind: 'received', guardianDays: null });
  });

  it("reads an application kept for the guardian's confirmation, and for how many days", () => {
    expect(readApplyAnswer(answer(202, { ok: true, pending: 'guardian', days: 7 }))).toEqual({ kind: 'received', guardianDays: 7 });
  });

  it('offers another try when no answer came or the panel did not take it', () => {
    expect(readApplyAnswer({ kind: 'network' })).toMatchObject({ kind: 'failed', failure: { kind: 'upstream' }, focus: false });
    expect(readApplyAnswer(answer(502, { error: 'upstream' }))).toMatchObject({ failure: { kind: 'upstream' } });
  });

  it('tells a rate limit in whole minutes and a busy site in seconds', () => {
    expect(readApplyAnswer(answer(429, { error: 'rate_limited' }, 61))).toMatchObject({ failure: { kind: 'rateLimited', minutes: 2 } });
    expect(readApplyAnswer(answer(429, { error: 'rate_limited' }))).toMatchObject({ failure: { kind: 'rateLimited', minutes: 1 } });
    expect(readApplyAnswer(answer(503, { error: 'busy' }, 7))).toMatchObject({ failure: { kind: 'busy', seconds: 7 } });
  });

  it('asks for a fresh form token when the old one expired', () => {
    expect(readApplyAnswer(answer(422, { errors: { _form: 'expired' } }))).toMatchObject({ failure: { kind: 'expired' }, refreshToken: true });
  });

  it('marks the fields and photos the server refused, and moves the focus to them', () => {
    const reading = readApplyAnswer(answer(422, { errors: { email: 'email', image_2: 'type', website: 'spam' } }));
    expect(reading).toEqual({
      kind: 'failed',
      failure: { kind: 'invalid' },
      fieldErrors: [['email', 'email']],
      photoErrors: { image_2: 'type' },
      focus: true,
      refreshToken: false,
    });
    expect(readApplyAnswer(answer(415, { errors: { image_1: 'type' } }))).toMatchObject({ failure: { kind: 'type' }, photoErrors: { image_1: 'type' } });
  });

  it('names what the panel refused under its own field names, marking the control that holds it', () => {
    expect(readApplyAnswer(answer(422, { errors: { id_country: 'invalid', id_city: 'invalid' } }))).toMatchObject({
      failure: { kind: 'refused', data: 'country' },
      fieldErrors: [['country', 'refused']],
      focus: true,
    });
    expect(readApplyAnswer(answer(422, { errors: { contacts: 'invalid' } }))).toMatchObject({
      failure: { kind: 'refused', data: 'responsible' },
      fieldErrors: [['father', 'refused']],
    });
    expect(readApplyAnswer(answer(422, { errors: { id_city: 'invalid' } }))).toMatchObject({ failure: { kind: 'refused', data: 'city' }, fieldErrors: [] });
    expect(readApplyAnswer(answer(422, { errors: { favourite_colour: 'invalid' } }))).toMatchObject({ failure: { kind: 'refused', data: 'other' } });
  });

  it('keeps a too-large upload apart from a refused one', () => {
    expect(readApplyAnswer(answer(413, { error: 'too_large' }))).toMatchObject({ failure: { kind: 'tooLarge' } });
  });
});
