import { describe, expect, it } from 'vitest';
import { APPLICATION_RESULT } from '@/lib/forms/application/rules';
import { PRIVACY_RESULT } from '@/lib/forms/privacy-request/rules';
import { isSubmissionReference, submissionReference } from '@/lib/forms/reference';
import { readSentQuery, sentQuery } from '@/lib/forms/result';

describe('a send’s reference', () => {
  it('is the start of the submission id in capitals, the same wherever it is drawn', () => {
    expect(submissionReference('feedc0defeedc0defeedc0defeedc0de')).toBe('FEEDC0DE');
    expect(submissionReference('3f2b9c1a-77aa-4c2e-9d1f-0a1b2c3d4e5f')).toBe('3F2B9C1A');
    expect(isSubmissionReference('FEEDC0DE')).toBe(true);
    for (const value of ['feedc0de', 'FEEDC0D', 'FEEDC0DE1', 'FEED-0DE', '', 7, null]) expect(isSubmissionReference(value)).toBe(false);
  });
});

describe('what a sent page names of the send', () => {
  it('goes from the rights request’s answer to its address and back: the reference and the kind of request, nothing else', () => {
    const body = { ok: true, pending: 'requester', days: 7, reference: 'FEEDC0DE', request: 'deletion', email: 'helena@example.com' };
    const query = sentQuery(PRIVACY_RESULT, body);
    expect(query).toBe('reference=FEEDC0DE&request=deletion');
    expect(readSentQuery(PRIVACY_RESULT, Object.fromEntries(new URLSearchParams(query)))).toEqual({ reference: 'FEEDC0DE', request: 'deletion' });
  });

  it('leaves out what was edited by hand, and says nothing for a form whose sent page names nothing', () => {
    expect(readSentQuery(PRIVACY_RESULT, { reference: '<script>', request: 'everything' })).toEqual({ reference: null, request: null });
    expect(readSentQuery(PRIVACY_RESULT, { reference: ['FEEDC0DE', 'x'], request: 'access' })).toEqual({ reference: 'FEEDC0DE', request: 'access' });
    expect(readSentQuery(PRIVACY_RESULT, {})).toEqual({ reference: null, request: null });
    expect(sentQuery(PRIVACY_RESULT, null)).toBe('');
    expect(sentQuery(APPLICATION_RESULT, { reference: 'FEEDC0DE', request: 'access' })).toBe('');
  });
});
