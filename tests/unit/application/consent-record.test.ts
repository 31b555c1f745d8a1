import { describe, expect, it } from 'vitest';
import { consentRecord, saneBrowserTime, submittedAt } from '@/lib/forms/application/consent';

const received = new Date('2026-11-27T10:05:00.000Z');
const at = (iso: string) => String(new Date(iso).getTime());

describe('the consent record', () => {
  it('is the contract\'s shape: notice version and language, the locale, Send time and each consent with its tick time', () => {
    const record = consentRecord({
      locale: 'pt',
      noticeVersion: '0123456789abcdef',
      received,
      guardian: 'mother',
      fields: { accept_at: at('2026-11-27T10:01:55Z'), guardian_accept_at: at('2026-11-27T10:02:40Z'), sent_at: at('2026-11-27T10:04:12Z') },
    });
    expect(record).toEqual({
      schema: 1,
      notice: { version: '0123456789abcdef', locale: 'pt' },
      locale: 'pt',
      submitted_at: '2026-11-27T10:04:12.000Z',
      consents: [
        { by: 'applicant', accepted_at: '2026-11-27T10:01:55.000Z' },
        { by: 'guardian', relationship: 'mother', accepted_at: '2026-11-27T10:02:40.000Z' },
      ],
    });
    // Nothing in it names the applicant or a contact.
    expect(JSON.stringify(record)).not.toMatch(/@|name|phone|email/);
  });

  it('has only the applicant\'s consent for an adult', () => {
    const record = consentRecord({ locale: 'en', noticeVersion: 'v', received, guardian: null, fields: { accept_at: at('2026-11-27T10:00:00Z') } });
    expect(record.consents).toEqual([{ by: 'applicant', accepted_at: '2026-11-27T10:00:00.000Z' }]);
    expect(record.locale).toBe('en');
  });

  it('uses the time of receipt when the browser ran no script or its clock is not sane', () => {
    const noScript = consentRecord({ locale: 'pt', noticeVersion: 'v', received, guardian: 'guardian', fields: {} });
    expect(noScript.submitted_at).toBe(received.toISOString());
    expect(noScript.consents.map((consent) => consent.accepted_at)).toEqual([received.toISOString(), received.toISOString()]);
    // A day and more ago, an hour ahead, unreadable, or absurd: none is taken.
    for (const value of [at('2026-11-25T10:00:00Z'), at('2026-11-27T11:05:00Z'), 'yesterday', '9'.repeat(16), '2026-13-45T99:00:00Z', '']) {
      expect(saneBrowserTime(value, received)).toBeNull();
    }
    expect(submittedAt({ received, fields: { sent_at: at('2026-11-28T00:00:00Z') } })).toEqual(received);
  });

  it('takes ISO times and a clock a minute ahead; a tick "after" Send counts as given at Send', () => {
    expect(saneBrowserTime('2026-11-27T10:06:00.000Z', received)?.toISOString()).toBe('2026-11-27T10:06:00.000Z');
    const record = consentRecord({
      locale: 'pt',
      noticeVersion: 'v',
      received,
      guardian: null,
      fields: { accept_at: at('2026-11-27T10:04:30Z'), sent_at: at('2026-11-27T10:04:00Z') },
    });
    expect(record.consents[0]!.accepted_at).toBe('2026-11-27T10:04:00.000Z');
  });
});
