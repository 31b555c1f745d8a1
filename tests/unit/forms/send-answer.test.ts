import { describe, expect, it } from 'vitest';
import { readSendAnswer } from '@/lib/forms/send-answer';

const answer = (status: number, body: unknown = null, retryAfterSeconds: number | null = null) => ({ kind: 'answer' as const, status, body, retryAfterSeconds });

describe('the answer to a send, read once for both forms', () => {
  it('is received for 201 (sent) and 202 (kept, on its way to the panel)', () => {
    expect(readSendAnswer(answer(201))).toEqual({ kind: 'received' });
    expect(readSendAnswer(answer(202, { ok: true }))).toEqual({ kind: 'received' });
  });

  it('tells no answer from a panel that did not take it', () => {
    expect(readSendAnswer({ kind: 'network' })).toMatchObject({ failure: { kind: 'network' } });
    expect(readSendAnswer(answer(502, { error: 'upstream' }))).toMatchObject({ failure: { kind: 'upstream' } });
    expect(readSendAnswer(answer(500))).toMatchObject({ failure: { kind: 'upstream' } });
  });

  it('carries the wait of a rate limit and of a busy site in seconds, with a default when none is given', () => {
    expect(readSendAnswer(answer(429, null, 540))).toMatchObject({ failure: { kind: 'rateLimited', retryAfterSeconds: 540 } });
    expect(readSendAnswer(answer(429))).toMatchObject({ failure: { kind: 'rateLimited', retryAfterSeconds: 60 } });
    expect(readSendAnswer(answer(503, { error: 'busy' }, 10))).toMatchObject({ failure: { kind: 'busy', retryAfterSeconds: 10 } });
    expect(readSendAnswer(answer(503))).toMatchObject({ failure: { kind: 'busy', retryAfterSeconds: 10 } });
  });

  it('gives the field codes of 400, 415 and 422, and says when the form token must be fetched again', () => {
    expect(readSendAnswer(answer(422, { errors: { email: 'email', phone: 'phone' } }))).toEqual({
      kind: 'failed',
      failure: { kind: 'invalid' },
      errors: { email: 'email', phone: 'phone' },
      refreshToken: false,
    });
    expect(readSendAnswer(answer(415, { errors: { image_2: 'type' } }))).toMatchObject({ failure: { kind: 'type' }, errors: { image_2: 'type' } });
    expect(readSendAnswer(answer(422, { errors: { _form: 'expired' } }))).toMatchObject({ failure: { kind: 'expired' }, refreshToken: true });
    expect(readSendAnswer(answer(422, { errors: { _form: 'too_fast' } }))).toMatchObject({ failure: { kind: 'tooFast' }, refreshToken: false });
    expect(readSendAnswer(answer(413, { error: 'too_large' }))).toMatchObject({ failure: { kind: 'tooLarge' } });
    // A body that is not the documented shape gives no codes, never a crash.
    expect(readSendAnswer(answer(400, 'garbage'))).toMatchObject({ failure: { kind: 'invalid' }, errors: {} });
    expect(readSendAnswer(answer(422, { errors: { email: 42 } }))).toMatchObject({ errors: {} });
  });
});
