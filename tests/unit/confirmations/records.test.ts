import { describe, expect, it } from 'vitest';
import { consentRecord, withGuardianConfirmation } from '@/lib/forms/application/consent';
import { withRequesterConfirmation } from '@/lib/forms/privacy-request/payload';
import { classifyMailError, mailEntryFields, mailOf } from '@/lib/mail/send';
import type { OutboxEntry } from '@/lib/outbox/types';

const received = new Date('2026-11-28T10:00:00.000Z');

describe('what a confirmation adds to the send it releases', () => {
  it('the guardian item of the consent record gains confirmed_at and channel, and nothing else changes', () => {
    const consent = consentRecord({ locale: 'pt', noticeVersion: 'abc', received, fields: {}, guardian: 'mother' });
    const entry: OutboxEntry = {
      id: 'submission-1',
      kind: 'application',
      submittedAt: received.toISOString(),
      fields: [
        ['realname', 'Ana'],
        ['consent', JSON.stringify(consent)],
      ],
      files: [{ field: 'image_1', name: 'a.jpg', type: 'image/jpeg', bytes: new Uint8Array([9]) }],
    };
    const confirmed = withGuardianConfirmation(entry, '2026-11-29T08:00:00.000Z');
    const record = JSON.parse(new Map(confirmed.fields).get('consent') ?? '{}') as typeof consent;
    expect(record.consents).toEqual([
      { by: 'applicant', accepted_at: received.toISOString() },
      { by: 'guardian', relationship: 'mother', accepted_at: received.toISOString(), confirmed_at: '2026-11-29T08:00:00.000Z', channel: 'email' },
    ]);
    expect(confirmed.fields[0]).toEqual(['realname', 'Ana']);
    expect(confirmed.files).toBe(entry.files);
  });

  it('a request about one\'s data gains confirmed_at once', () => {
    const entry: OutboxEntry = { id: 'r', kind: 'contact', submittedAt: received.toISOString(), fields: [['request', 'deletion'], ['confirmed_at', 'forged']], files: [] };
    const confirmed = withRequesterConfirmation(entry, '2026-11-29T08:00:00.000Z');
    expect(confirmed.fields).toEqual([
      ['request', 'deletion'],
      ['confirmed_at', '2026-11-29T08:00:00.000Z'],
    ]);
  });
});

describe('mail entries', () => {
  it('round-trip through the outbox fields', () => {
    const mail = { to: 'a@example.com', locale: 'pt', purpose: 'receipt' as const, subject: 'Olá', text: 'texto', html: '<p>texto</p>' };
    expect(mailOf({ id: 'm', kind: 'mail', submittedAt: '', fields: mailEntryFields(mail), files: [] })).toEqual(mail);
    expect(mailOf({ id: 'm', kind: 'mail', submittedAt: '', fields: [['to', 'a@example.com']], files: [] })).toBeNull();
  });

  it('an SMTP server\'s permanent refusal is final; a lost connection or a 4xx is tried again', () => {
    expect(classifyMailError(Object.assign(new Error('no such user'), { responseCode: 550, code: 'EENVELOPE' }))).toMatchObject({ kind: 'refused', reason: 'smtp_550' });
    expect(classifyMailError(Object.assign(new Error('try later'), { responseCode: 451, code: 'EENVELOPE' }))).toMatchObject({ kind: 'retry', reason: 'smtp_451' });
    expect(classifyMailError(Object.assign(new Error('refused'), { code: 'ECONNECTION' }))).toMatchObject({ kind: 'retry', reason: 'ECONNECTION' });
  });
});
