import 'server-only';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { agencyDateTimes } from '@/lib/i18n/time-zone';
import type { Locale } from '@/lib/i18n/routing';
import { getSiteTitle } from '@/lib/api/identity';
import type { MailFields, MailPurpose } from './send';

/**
 * The site's mails, in the visitor's language: a few paragraphs, at most one link drawn as a button
 * (and written out under it, for a reader that shows no HTML), the same words as plain text and
 * simple HTML. No photo, no more personal data than the mail needs.
 */

type Block = { kind: 'text'; text: string } | { kind: 'link'; href: string; label: string } | { kind: 'small'; text: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function plainText(blocks: Block[]): string {
  return `${blocks.map((block) => (block.kind === 'link' ? `${block.label}:\n${block.href}` : block.text)).join('\n\n')}\n`;
}

function html(locale: Locale, subject: string, site: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if (block.kind === 'small') return `<p style="margin:32px 0 0;font-size:13px;color:#555">${escapeHtml(block.text)}</p>`;
      if (block.kind === 'text') return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
      const href = escapeHtml(block.href);
      return (
        `<p style="margin:24px 0 8px"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;text-decoration:none;font-family:Helvetica,Arial,sans-serif;font-size:15px">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 24px;font-size:13px;color:#555;word-break:break-all"><a href="${href}" style="color:#555">${href}</a></p>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 16px;background:#fff;color:#111;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.55">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 32px;font-family:Helvetica,Arial,sans-serif;font-size:12px;letter-spacing:.16em;text-transform:uppercase">${escapeHtml(site)}</p>
${body}
</div>
</body>
</html>
`;
}

async function mail(to: string, locale: Locale, purpose: MailPurpose, subject: string, blocks: Block[]): Promise<MailFields> {
  const site = await getSiteTitle();
  const t = await getTranslations({ locale, namespace: 'Mail' });
  const all: Block[] = [...blocks, { kind: 'small', text: t('automatic', { site }) }];
  return { to, locale, purpose, subject, text: plainText(all), html: html(locale, subject, site, all) };
}

/** An address on this site, for a mail: SITE_URL and a localized path. */
export function siteLink(path: string): string {
  return `${env.SITE_URL}${path}`;
}

async function when(iso: string, locale: Locale): Promise<string> {
  return (await agencyDateTimes(locale))(iso) ?? iso;
}

/** To a minor's guardian: who applied (first name, age), and the one link to confirm or refuse. */
export async function guardianMail(input: { to: string; locale: Locale; firstName: string; age: number; link: string; expiresAt: string }): Promise<MailFields> {
  const { to, locale, firstName: name, age, link } = input;
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Mail.guardian' }), getSiteTitle()]);
  const date = await when(input.expiresAt, locale);
  return mail(to, locale, 'guardian-confirmation', t('subject', { name, site }), [
    { kind: 'text', text: t('intro', { name, age, site }) },
    { kind: 'text', text: t('ask') },
    { kind: 'link', href: link, label: t('button') },
    { kind: 'text', text: t('until', { date }) },
    { kind: 'text', text: t('notYou', { name }) },
  ]);
}

/** To every applicant: what was sent (no photo), when, how to ask about their data; for a minor, that the guardian was asked. */
export async function receiptMail(input: {
  to: string;
  locale: Locale;
  firstName: string;
  sentAt: string;
  reference: string;
  rightsLink: string;
  /** For a minor: until when the guardian may confirm. */
  guardianUntil: string | null;
}): Promise<MailFields> {
  const { to, locale, firstName: name, reference } = input;
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Mail.receipt' }), getSiteTitle()]);
  const blocks: Block[] = [
    { kind: 'text', text: t('intro', { name, date: await when(input.sentAt, locale) }) },
    { kind: 'text', text: input.guardianUntil ? `${t('sent')} ${t('sentGuardian')}` : t('sent') },
  ];
  if (input.guardianUntil) blocks.push({ kind: 'text', text: t('guardian', { date: await when(input.guardianUntil, locale) }) });
  blocks.push({ kind: 'text', text: t('reference', { reference }) });
  blocks.push({ kind: 'text', text: t('rights') }, { kind: 'link', href: input.rightsLink, label: t('button') });
  return mail(to, locale, 'receipt', t('subject', { site }), blocks);
}

/** To whoever asked about their data with this address: confirm that it was them. */
export async function requestMail(input: { to: string; locale: Locale; request: string; link: string; expiresAt: string }): Promise<MailFields> {
  const { to, locale, request, link } = input;
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'Mail.request' }), getSiteTitle()]);
  return mail(to, locale, 'request-confirmation', t('subject', { site }), [
    { kind: 'text', text: t('intro', { request }) },
    { kind: 'text', text: t('ask') },
    { kind: 'link', href: link, label: t('button') },
    { kind: 'text', text: t('until', { date: await when(input.expiresAt, locale) }) },
    { kind: 'text', text: t('notYou') },
  ]);
}
