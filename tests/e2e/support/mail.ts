import { expect, type APIRequestContext } from '@playwright/test';
import type { CaughtMail } from '../../../local-panel/mail-store';
import { PANEL_URL, STAFF_HEADERS } from './env';

/**
 * The mail the site sent, as the local panel's SMTP sink caught it (`GET /__admin/mail`, see
 * local-panel/README.md). Every spec sends to addresses of its own, so the run's other mail never matters.
 */

/** One caught mail as the sink lists it: the From and To headers as written, Content-Language or null. */
export type { CaughtMail } from '../../../local-panel/mail-store';

type Filter = { subject?: RegExp; since?: string };

/** The caught mail whose envelope names `to` (case aside), newest first, narrowed by subject and time. */
export async function mailTo(request: APIRequestContext, to: string, filter: Filter = {}): Promise<CaughtMail[]> {
  const answer = await request.get(`${PANEL_URL}/__admin/mail?to=${encodeURIComponent(to)}`, { headers: STAFF_HEADERS });
  expect(answer.status(), 'GET /__admin/mail').toBe(200);
  const { mail } = (await answer.json()) as { mail: CaughtMail[] };
  return mail.filter((item) => (!filter.subject || filter.subject.test(item.subject)) && (!filter.since || item.received_at >= filter.since));
}

/**
 * Waits until at least `count` (default 1) mails to `to` (with a subject matching `subject`, when
 * given) have arrived, and returns every such mail, newest first: a spec then checks how many there
 * are (`toHaveLength(1)`: delivered once) and what they say.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  { subject, count = 1, since, timeout = 20_000 }: Filter & { count?: number; timeout?: number } = {},
): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = await mailTo(request, to, { subject, since });
        return found.length;
      },
      { message: `mail to ${to}${subject ? ` with a subject like ${subject}` : ''}`, timeout },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/**
 * Asserts that no mail to `to` (with such a subject, since such a time) has arrived. Call it after
 * the event that would have sent one has been seen to happen (the answer, another mail, the inbox),
 * never after a pause.
 */
export async function noMailTo(request: APIRequestContext, to: string, filter: Filter = {}): Promise<void> {
  const found = await mailTo(request, to, filter);
  expect(found.map((item) => item.subject), `mail to ${to}`).toEqual([]);
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The one web address in the mail's text body whose path (and query) matches `pathPattern`. */
export function linkIn(mail: Pick<CaughtMail, 'text' | 'subject'>, pathPattern: RegExp): string {
  const links = [...mail.text.matchAll(LINK)].map((match) => match[0].replace(/[.,;:!?)\]]+$/, '')).filter((link) => URL.canParse(link));
  const matching = [...new Set(links.filter((link) => pathPattern.test(new URL(link).pathname + new URL(link).search)))];
  if (matching.length !== 1) {
    throw new Error(`expected one link matching ${pathPattern} in the mail "${mail.subject}", found ${matching.length}: ${links.join(' ') || 'no link'}`);
  }
  return matching[0]!;
}
