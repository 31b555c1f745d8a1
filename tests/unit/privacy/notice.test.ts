import { createHash } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { ApiError } from '@/lib/api/errors';
import { getSiteIdentity } from '@/lib/api/identity';
import { getCustomizations, getWebsiteTexts } from '@/lib/api/texts';
import type { Locale } from '@/lib/i18n/routing';
import { noticeDigest } from '@/lib/privacy/digest';
import { noticePlainText, type NoticeDocument, type NoticeFacts } from '@/lib/privacy/document';
import { loadPrivacyNotice, NOTICE_TEXT_KEYS, noticeVersion, requestEmail } from '@/lib/privacy/notice';
import { buildNotice, NOTICE_DATE } from '@/lib/privacy/texts';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

vi.mock('@/lib/api/identity', () => ({ getSiteIdentity: vi.fn() }));
vi.mock('@/lib/api/texts', () => ({ getWebsiteTexts: vi.fn(), getCustomizations: vi.fn() }));

const MESSAGES = { pt, en, es } as const;
let renderLocale: Locale = 'pt';
// The notice's own labels (version line, contents) in the language being rendered; es falls back to pt as the site does.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: renderLocale, messages: { ...pt, ...MESSAGES[renderLocale] } as typeof pt, namespace: namespace as 'PrivacyPage' }),
}));

const LOCALES: readonly Locale[] = ['pt', 'en', 'es'];

const FACTS: NoticeFacts = {
  agency: { name: 'Aurora Models', email: 'hello@aurora.example' },
  controller: { legalName: 'Aurora Modelos e Talentos Ltda.', registration: '12.345.678/0001-95', address: 'Rua Augusta, 1500, São Paulo' },
  dpo: { name: 'Marina Duarte', email: 'dpo@aurora.example' },
  storageCountry: 'Brasil',
  applicationRetentionDays: 365,
  contactRetentionDays: 180,
  draftDays: 7,
  outboxGiveUpHours: 72,
  outboxRetentionDays: 14,
  answerDays: 15,
  confirmationDays: 7,
};

const NOTHING_GIVEN: NoticeFacts = {
  ...FACTS,
  controller: { legalName: null, registration: null, address: null },
  dpo: { name: null, email: null },
  storageCountry: null,
};

const GAP: Record<Locale, string> = { pt: 'não informado pela agência', en: 'not provided by the agency', es: 'no indicado por la agencia' };

const TEXTS = {
  contact_email: { pt: 'ola@aurora.example', en: 'hello@aurora.example' },
  [NOTICE_TEXT_KEYS.controllerName]: { pt: 'Aurora Modelos e Talentos Ltda.' },
  [NOTICE_TEXT_KEYS.controllerRegistration]: { pt: '12.345.678/0001-95' },
  [NOTICE_TEXT_KEYS.controllerAddress]: { pt: 'Rua Augusta, 1500, São Paulo' },
  [NOTICE_TEXT_KEYS.dpoName]: { pt: 'Marina Duarte' },
  [NOTICE_TEXT_KEYS.dpoEmail]: { pt: 'dpo@aurora.example' },
  [NOTICE_TEXT_KEYS.storageCountry]: { pt: 'Brasil', en: 'Brazil' },
};

function panelSays(title: string, texts: Record<string, Record<string, string>> = TEXTS) {
  vi.mocked(getSiteIdentity).mockResolvedValue({ title, logo: null, provider: null });
  vi.mocked(getCustomizations).mockResolvedValue({ site_title: title });
  vi.mocked(getWebsiteTexts).mockResolvedValue(texts);
}

/** The panel away and nothing cached: the getters throw their ApiError (lib/api/cached.ts), the identity falls back. */
function panelAway() {
  const down = new ApiError({ status: 503, code: 'unreachable', message: 'down' });
  vi.mocked(getSiteIdentity).mockResolvedValue({ title: 'agency.example', logo: null, provider: null });
  vi.mocked(getCustomizations).mockRejectedValue(down);
  vi.mocked(getWebsiteTexts).mockRejectedValue(down);
}

/** The notice as the page draws it (components/privacy/privacy-notice.tsx): its HTML and its words. */
async function rendered(locale: Locale, facts: NoticeFacts = FACTS): Promise<{ html: string; text: string; words: number; document: NoticeDocument }> {
  renderLocale = locale;
  const document = buildNotice(locale, facts);
  const html = renderToStaticMarkup(await PrivacyNotice({ document, version: noticeDigest(document) }));
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html, text, words, document };
}

/** Each section's text by its id. */
function sectionText(document: NoticeDocument, id: string): string {
  const section = document.sections.find((item) => item.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return noticePlainText({ ...document, title: '', lead: '', sections: [section] });
}

beforeEach(() => {
  vi.mocked(getSiteIdentity).mockReset();
  vi.mocked(getWebsiteTexts).mockReset();
  vi.mocked(getCustomizations).mockReset();
});

describe('the privacy notice, as a parent reads it', () => {
  it('names the controller: legal name, registration number (CNPJ) and address', () => {
    const [pt, en, es] = LOCALES.map((locale) => sectionText(buildNotice(locale, FACTS), 'who'));
    for (const text of [pt, en, es]) {
      expect(text).toContain('Aurora Modelos e Talentos Ltda.');
      expect(text).toContain('12.345.678/0001-95');
      expect(text).toContain('Rua Augusta, 1500, São Paulo');
    }
    expect(pt).toContain('CNPJ: 12.345.678/0001-95');
    expect(en).toContain('Registration number (CNPJ): 12.345.678/0001-95');
    expect(es).toContain('Número de registro (CNPJ): 12.345.678/0001-95');
  });

  it('names the data protection officer with an e-mail link, and the request form as another way to reach them', () => {
    for (const locale of LOCALES) {
      const text = sectionText(buildNotice(locale, FACTS), 'who');
      expect(text).toContain('Marina Duarte');
      expect(text).toContain('dpo@aurora.example <mailto:dpo@aurora.example>');
      expect(text).toContain('<#rights-request>');
    }
    expect(sectionText(buildNotice('pt', FACTS), 'who')).toContain('encarregado pelo tratamento de dados pessoais');
    expect(sectionText(buildNotice('en', FACTS), 'who')).toContain('data protection officer');
  });

  it('says where the data is stored', () => {
    expect(sectionText(buildNotice('pt', FACTS), 'photos')).toContain('País onde ficam guardados: Brasil');
    expect(sectionText(buildNotice('en', { ...FACTS, storageCountry: 'Brazil' }), 'photos')).toContain('Country where it is stored: Brazil');
    expect(sectionText(buildNotice('es', FACTS), 'photos')).toContain('País donde se guardan: Brasil');
  });

  it('says plainly, in the page\'s language, each detail the panel did not provide', () => {
    for (const locale of LOCALES) {
      const who = sectionText(buildNotice(locale, NOTHING_GIVEN), 'who');
      const whereKept = sectionText(buildNotice(locale, NOTHING_GIVEN), 'photos');
      // Legal name, CNPJ, address, the officer's name and e-mail, and the country: six gaps, none blank.
      expect(who.split(GAP[locale]).length - 1, locale).toBe(5);
      expect(whereKept, locale).toContain(GAP[locale]);
      // No detail is an empty line: every labelled item says something after its label.
      expect(noticePlainText(buildNotice(locale, NOTHING_GIVEN)), locale).not.toMatch(/^- [^\n]*:\s*$/m);
      // Without the officer's e-mail, the request form stays the way to reach them.
      expect(who).toContain('<#rights-request>');
      expect(who).not.toContain('mailto:');
    }
  });

  it('states how long applications, guardian details, consent records, contact messages and requests are kept', () => {
    const pt = sectionText(buildNotice('pt', FACTS), 'retention');
    expect(pt).toContain('Candidaturas, com as fotos: 365 dias depois do envio');
    expect(pt).toContain('Dados do responsável e registro do consentimento: ficam com a candidatura e são apagados com ela');
    expect(pt).toContain('Mensagens de contato: 180 dias depois do envio');
    expect(pt).toContain('Pedidos sobre os seus dados: 180 dias depois do envio');
    const en = sectionText(buildNotice('en', FACTS), 'retention');
    expect(en).toContain('Applications, with their photos: 365 days after they are sent');
    expect(en).toContain("The guardian's details and the record of consent: kept with the application and deleted with it");
    expect(en).toContain('Contact messages: 180 days after they are sent');
    expect(en).toContain('Requests about your data: 180 days after they are sent');
    const es = sectionText(buildNotice('es', FACTS), 'retention');
    expect(es).toContain('Mensajes de contacto: 180 días');
    expect(es).toContain('Solicitudes sobre tus datos: 180 días');
  });

  it('says one day or one hour in the singular, in each language, when a setting is 1', () => {
    const ONES: NoticeFacts = { ...FACTS, applicationRetentionDays: 1, contactRetentionDays: 1, draftDays: 1, outboxGiveUpHours: 1, outboxRetentionDays: 1, answerDays: 1, confirmationDays: 1 };
    const plural: Record<Locale, RegExp> = { pt: /\b1 (dias|horas)\b/, en: /\b1 (days|hours)\b/, es: /\b1 (días|horas)\b/ };
    for (const locale of LOCALES) {
      const text = noticePlainText(buildNotice(locale, ONES));
      expect(text, locale).not.toMatch(plural[locale]);
    }
    expect(sectionText(buildNotice('pt', ONES), 'retention')).toContain('até 1 dia no servidor do site');
    expect(sectionText(buildNotice('en', ONES), 'retention')).toContain('within 1 hour, it is kept for 1 day');
    expect(sectionText(buildNotice('es', ONES), 'retention')).toContain('Mensajes de contacto: 1 día después del envío');
  });

  it('prints its date beside its version, in the page\'s language', async () => {
    const expected: Record<Locale, RegExp> = {
      pt: /Versão [0-9a-f]{16}, de <time dateTime="(\d{4}-\d{2}-\d{2})" data-notice-part="date">(\d{1,2} de [a-zç]+ de \d{4})<\/time>/,
      en: /Version [0-9a-f]{16}, dated <time dateTime="(\d{4}-\d{2}-\d{2})" data-notice-part="date">(\d{1,2} [A-Z][a-z]+ \d{4})<\/time>/,
      es: /Versión [0-9a-f]{16}, del <time dateTime="(\d{4}-\d{2}-\d{2})" data-notice-part="date">(\d{1,2} de [a-z]+ de \d{4})<\/time>/,
    };
    for (const locale of LOCALES) {
      const { html, document } = await rendered(locale);
      const match = html.match(expected[locale]);
      expect(match, locale).not.toBeNull();
      expect(match![1]).toBe(NOTICE_DATE);
      expect(match![2]).toBe(document.date.text);
      // The date is part of the text the version digests.
      expect(noticePlainText(document)).toContain(`date: ${document.date.text}`);
    }
    expect(buildNotice('pt', FACTS).date.text).toBe(
      new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${NOTICE_DATE}T00:00:00Z`)),
    );
  });

  it('keeps legal citations out of its sentences: only the last section lists them', () => {
    const citation = /\bart(s)?\.|\bLGPD\b|\bRGPD\b|\bGDPR\b|\bLei\b|\bLaw\b|\bLey\b|Regulamento|Regulation|Reglamento|\b\d{1,3}[.,]?\d{3}\/(19|20)\d{2}\b/;
    for (const locale of LOCALES) {
      const document = buildNotice(locale, FACTS);
      const last = document.sections.at(-1)!;
      expect(last.id).toBe('laws');
      expect(document.lead).not.toMatch(citation);
      for (const section of document.sections.slice(0, -1)) expect(sectionText(document, section.id), `${locale} ${section.id}`).not.toMatch(citation);
      const list = sectionText(document, 'laws');
      expect(list).toMatch(/LGPD[^\n]*13[.,]709\/2018/);
      expect(list).toMatch(/(RGPD|GDPR)[^\n]*2016\/679/);
    }
  });

  it('stays under 1,000 words in pt, en and es, as the page renders it', async () => {
    for (const locale of LOCALES) {
      const { words, text } = await rendered(locale);
      expect(text).toContain(buildNotice(locale, FACTS).sections[0]!.heading);
      expect(words, locale).toBeLessThan(1000);
      // Also with every gap said in words, the longest way.
      expect((await rendered(locale, NOTHING_GIVEN)).words, locale).toBeLessThan(1000);
    }
  });

  it('changes its date with its wording: the text for fixed facts is pinned to NOTICE_DATE', () => {
    // The wording changed? Set NOTICE_DATE (lib/privacy/texts.ts) to the day of the change and pin the new digests here.
    const wording = Object.fromEntries(LOCALES.map((locale) => [locale, noticeDigest(buildNotice(locale, FACTS))]));
    expect({ date: NOTICE_DATE, ...wording }).toEqual({ date: '2026-11-28', pt: expect.any(String), en: expect.any(String), es: expect.any(String) });
    expect(wording).toEqual(PINNED_WORDING);
  });
});

/** The digests of the notice for FACTS, as worded on NOTICE_DATE. */
const PINNED_WORDING: Record<Locale, string> = { pt: '6121cdf5380b9af9', en: '040346ad060213fd', es: '63ad450523dc3b11' };

describe('the other way to ask when the request form fails', () => {
  it("is the data protection officer's e-mail, as the notice's \"how to ask\" says, else the agency's", () => {
    expect(requestEmail(FACTS)).toBe('dpo@aurora.example');
    expect(requestEmail(NOTHING_GIVEN)).toBe('hello@aurora.example');
    expect(requestEmail({ ...NOTHING_GIVEN, agency: { ...FACTS.agency, email: null } })).toBeNull();
  });
});

describe('the privacy notice version', () => {
  it('is the first 16 hex characters of the SHA-256 of the text as shown', () => {
    const document = buildNotice('pt', FACTS);
    const expected = createHash('sha256').update(noticePlainText(document), 'utf8').digest('hex').slice(0, 16);
    expect(noticeDigest(document)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is stable while nothing in the text changes', () => {
    expect(noticeDigest(buildNotice('pt', FACTS))).toBe(noticeDigest(buildNotice('pt', { ...FACTS, controller: { ...FACTS.controller } })));
    expect(noticeDigest(buildNotice('en', FACTS))).toBe(noticeDigest(buildNotice('en', FACTS)));
  });

  it('changes when the text changes: the agency, its legal details, the retentions, any word', () => {
    const base = noticeDigest(buildNotice('pt', FACTS));
    const variants = [
      { ...FACTS, agency: { ...FACTS.agency, name: 'Aurora Model Management' } },
      { ...FACTS, controller: { ...FACTS.controller, registration: '98.765.432/0001-10' } },
      { ...FACTS, controller: { ...FACTS.controller, address: null } },
      { ...FACTS, dpo: { ...FACTS.dpo, email: 'privacidade@aurora.example' } },
      { ...FACTS, storageCountry: 'Portugal' },
      { ...FACTS, applicationRetentionDays: 180 },
      { ...FACTS, contactRetentionDays: 90 },
      { ...FACTS, outboxRetentionDays: 7 },
    ].map((facts) => noticeDigest(buildNotice('pt', facts)));
    for (const version of variants) expect(version).not.toBe(base);
    expect(new Set(variants).size).toBe(variants.length);

    const edited = buildNotice('pt', FACTS);
    edited.sections[0]!.heading = `${edited.sections[0]!.heading}!`;
    expect(noticeDigest(edited)).not.toBe(base);
    expect(noticeDigest({ ...buildNotice('pt', FACTS), date: { iso: '2027-01-02', text: '2 de janeiro de 2027' } })).not.toBe(base);
  });

  it('differs per language', () => {
    expect(noticeDigest(buildNotice('pt', FACTS))).not.toBe(noticeDigest(buildNotice('en', FACTS)));
    expect(noticeDigest(buildNotice('es', FACTS))).not.toBe(noticeDigest(buildNotice('pt', FACTS)));
  });

  it('noticeVersion digests what the page renders, from the panel\'s texts and the retention settings', async () => {
    panelSays('Aurora Models');
    const shown = await loadPrivacyNotice('pt');
    expect(await noticeVersion('pt')).toBe(shown.version);
    expect(shown.version).toBe(noticeDigest(shown.document));
    const text = noticePlainText(shown.document);
    expect(text).toContain('Aurora Models');
    expect(text).toContain('Aurora Modelos e Talentos Ltda.');
    expect(text).toContain('dpo@aurora.example');
    expect(text).toContain('País onde ficam guardados: Brasil');
    expect(text).toContain('365 dias');
    expect(shown.facts.agency.email).toBe('ola@aurora.example');
    expect(noticePlainText((await loadPrivacyNotice('en')).document)).toContain('Country where it is stored: Brazil');

    panelSays('Aurora Models', { ...TEXTS, [NOTICE_TEXT_KEYS.dpoEmail]: { pt: 'dados@aurora.example' } });
    expect(await noticeVersion('pt')).not.toBe(shown.version);
    panelSays('Aurora Models');
    expect(await noticeVersion('pt')).toBe(shown.version);
    expect(await noticeVersion('en')).not.toBe(shown.version);
  });

  it('a panel that answers without the legal details gives a notice that says so', async () => {
    panelSays('Aurora Models', { contact_email: { pt: 'ola@aurora.example' } });
    const { document } = await loadPrivacyNotice('en');
    expect(sectionText(document, 'who').split(GAP.en).length - 1).toBe(5);
  });

  it('with the panel away and nothing cached, names no version and makes up no notice', async () => {
    panelAway();
    await expect(loadPrivacyNotice('pt')).rejects.toBeInstanceOf(ApiError);
    expect(await noticeVersion('pt')).toBeNull();
    expect(await noticeVersion('en')).toBeNull();
    // Only the texts away (the customizations cached) is the same: the notice states them.
    panelSays('Aurora Models');
    vi.mocked(getWebsiteTexts).mockRejectedValue(new ApiError({ status: 504, code: 'timeout', message: 'slow' }));
    expect(await noticeVersion('pt')).toBeNull();
  });
});

describe('retention settings', () => {
  it('APPLICATION_RETENTION_DAYS and CONTACT_RETENTION_DAYS default to 365 days and refuse what is not a positive whole number of days, by name', async () => {
    const { parseConfig } = await import('@/lib/config');
    for (const name of ['APPLICATION_RETENTION_DAYS', 'CONTACT_RETENTION_DAYS'] as const) {
      expect(parseConfig({})[name]).toBe(365);
      expect(parseConfig({ [name]: ' 90 ' })[name]).toBe(90);
      for (const bad of ['0', '-1', '1.5', 'a year']) expect(() => parseConfig({ [name]: bad })).toThrow(new RegExp(name));
    }
  });
});
