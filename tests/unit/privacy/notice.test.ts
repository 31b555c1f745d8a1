import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteIdentity } from '@/lib/api/identity';
import { getWebsiteTexts } from '@/lib/api/texts';
import { noticeDigest } from '@/lib/privacy/digest';
import { noticePlainText, type NoticeFacts } from '@/lib/privacy/document';
import { loadPrivacyNotice, noticeVersion } from '@/lib/privacy/notice';
import { buildNotice } from '@/lib/privacy/texts';

vi.mock('@/lib/api/identity', () => ({ getSiteIdentity: vi.fn() }));
vi.mock('@/lib/api/texts', () => ({ getWebsiteTexts: vi.fn() }));

const FACTS: NoticeFacts = {
  agency: { name: 'Aurora Models', address: 'Rua Augusta, 1500, São Paulo', email: 'hello@aurora.example', phone: '+55 11 3000-0000' },
  applicationRetentionDays: 365,
  draftDays: 7,
  outboxGiveUpHours: 72,
  outboxRetentionDays: 14,
  answerDays: 15,
};

const TEXTS = {
  contact_email: { pt: 'ola@aurora.example', en: 'hello@aurora.example' },
  contact_phone: { pt: '+55 11 3000-0000' },
  contact_address: { pt: 'Rua Augusta, 1500, São Paulo' },
};

function panelSays(title: string, texts: Record<string, Record<string, string>> = TEXTS) {
  vi.mocked(getSiteIdentity).mockResolvedValue({ title, logo: null, provider: null });
  vi.mocked(getWebsiteTexts).mockResolvedValue(texts);
}

beforeEach(() => {
  vi.mocked(getSiteIdentity).mockReset();
  vi.mocked(getWebsiteTexts).mockReset();
});

describe('the privacy notice version', () => {
  it('is the first 16 hex characters of the SHA-256 of the text as shown', async () => {
    const { createHash } = await import('node:crypto');
    const document = buildNotice('pt', FACTS);
    const expected = createHash('sha256').update(noticePlainText(document), 'utf8').digest('hex').slice(0, 16);
    expect(noticeDigest(document)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is stable while nothing in the text changes', () => {
    expect(noticeDigest(buildNotice('pt', FACTS))).toBe(noticeDigest(buildNotice('pt', { ...FACTS, agency: { ...FACTS.agency } })));
    expect(noticeDigest(buildNotice('en', FACTS))).toBe(noticeDigest(buildNotice('en', FACTS)));
  });

  it('changes when the text changes: the agency, its contacts, the retention, any word', () => {
    const base = noticeDigest(buildNotice('pt', FACTS));
    const variants = [
      { ...FACTS, agency: { ...FACTS.agency, name: 'Aurora Model Management' } },
      { ...FACTS, agency: { ...FACTS.agency, email: 'privacidade@aurora.example' } },
      { ...FACTS, agency: { ...FACTS.agency, address: null } },
      { ...FACTS, applicationRetentionDays: 180 },
      { ...FACTS, outboxRetentionDays: 7 },
    ].map((facts) => noticeDigest(buildNotice('pt', facts)));
    for (const version of variants) expect(version).not.toBe(base);
    expect(new Set(variants).size).toBe(variants.length);

    const edited = buildNotice('pt', FACTS);
    edited.sections[0]!.heading = `${edited.sections[0]!.heading}!`;
    expect(noticeDigest(edited)).not.toBe(base);
  });

  it('differs per language, and the text states the retention and the agency', () => {
    expect(noticeDigest(buildNotice('pt', FACTS))).not.toBe(noticeDigest(buildNotice('en', FACTS)));
    const pt = noticePlainText(buildNotice('pt', FACTS));
    expect(pt).toContain('por 365 dias');
    expect(pt).toContain('Aurora Models');
    expect(pt).toContain('hello@aurora.example');
    expect(noticePlainText(buildNotice('en', FACTS))).toContain('for 365 days');
  });

  it('noticeVersion digests what the page renders, from the panel and the retention setting', async () => {
    panelSays('Aurora Models');
    const shown = await loadPrivacyNotice('pt');
    expect(await noticeVersion('pt')).toBe(shown.version);
    expect(shown.version).toBe(noticeDigest(shown.document));
    const text = noticePlainText(shown.document);
    expect(text).toContain('Aurora Models');
    expect(text).toContain('ola@aurora.example');
    expect(text).toContain('Rua Augusta, 1500');
    expect(text).toContain('por 365 dias');

    panelSays('Aurora Models', { ...TEXTS, contact_email: { pt: 'dados@aurora.example' } });
    expect(await noticeVersion('pt')).not.toBe(shown.version);
    panelSays('Aurora Models');
    expect(await noticeVersion('pt')).toBe(shown.version);
    expect(await noticeVersion('en')).not.toBe(shown.version);
  });

  it('still has a version with the panel away (no contact details, the site title)', async () => {
    vi.mocked(getSiteIdentity).mockResolvedValue({ title: 'agency.example', logo: null, provider: null });
    vi.mocked(getWebsiteTexts).mockRejectedValue(new Error('down'));
    const { document, version } = await loadPrivacyNotice('en');
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(noticePlainText(document)).toContain('Contact page');
  });
});

describe('APPLICATION_RETENTION_DAYS', () => {
  it('defaults to 365 days and refuses what is not a positive whole number of days, by name', async () => {
    const { parseConfig } = await import('@/lib/config');
    expect(parseConfig({}).APPLICATION_RETENTION_DAYS).toBe(365);
    expect(parseConfig({ APPLICATION_RETENTION_DAYS: ' 90 ' }).APPLICATION_RETENTION_DAYS).toBe(90);
    for (const bad of ['0', '-1', '1.5', 'a year']) {
      expect(() => parseConfig({ APPLICATION_RETENTION_DAYS: bad })).toThrow(/APPLICATION_RETENTION_DAYS/);
    }
  });
});
