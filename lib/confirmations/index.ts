import 'server-only';
import { createHmac, randomUUID } from 'node:crypto';
import { derivedKey } from '@/lib/forms/server/token';
import { buildLocalizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { siteLink } from '@/lib/mail/compose';
import { mailEntryFields, type MailFields } from '@/lib/mail/send';
import { errorFields, log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { heldSends, outbox } from '@/lib/outbox';
import { deliver } from '@/lib/outbox/deliver';
import type { DecideResult, HeldMeta, HeldPurpose, HeldView } from '@/lib/outbox/held';
import type { OutboxEntry } from '@/lib/outbox/types';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import { confirmationMs } from './days';
import { checkLinkToken, newHoldId, signLinkToken, type LinkCheck } from './link-sign';

/**
 * Sends that reach the agency only once a person confirms them by a link mailed to them: a minor's
 * application (its guardian) and a request about one's data (its requester). The send waits beside the
 * outbox (lib/outbox/held.ts); the link is signed, works once, and expires after CONFIRMATION_HOURS,
 * when the send is deleted.
 */

export { confirmationDays, confirmationMs } from './days';

const LINK_KEY = 'confirmation-link';
// One address gets at most this many confirmation mails a day: the forms cannot be used to flood a stranger's mailbox.
const MAILS_PER_ADDRESS = 5;
const DAY_MS = 24 * 60 * 60_000;

export function checkConfirmationToken(token: string | undefined, now = Date.now()): LinkCheck {
  return checkLinkToken(derivedKey(LINK_KEY), token, now);
}

function confirmationPath(token: string, locale: Locale): string {
  return buildLocalizedPath('/confirm/[token]', { token }, locale);
}

/** Hands a mail to the outbox (durable, retried, once), or sends it while the visitor waits when the outbox cannot take it. */
export async function queueMail(mail: MailFields, now = new Date()): Promise<boolean> {
  const entry: OutboxEntry = { id: randomUUID(), kind: 'mail', submittedAt: now.toISOString(), fields: mailEntryFields(mail), files: [] };
  try {
    const result = await outbox().enqueue(entry);
    if (result !== 'full') {
      metrics().sends.inc({ kind: 'mail', outcome: 'accepted' });
      return true;
    }
  } catch (error) {
    log.error({ event: 'outbox.unavailable', entry: 'mail', ...errorFields(error) });
  }
  const outcome = await deliver(entry, { waiting: true });
  metrics().sends.inc({ kind: 'mail', outcome: outcome.kind === 'delivered' ? 'delivered' : 'failed' });
  return outcome.kind === 'delivered';
}

/** Whether `address` may get one more confirmation mail today (counted under a keyed hash, never the address). */
export async function mayMail(address: string): Promise<boolean> {
  const digest = createHmac('sha256', derivedKey('mail-recipient')).update(address.trim().toLowerCase()).digest('base64url');
  return (await consumeRateLimit(`mail-to:${digest}`, { limit: MAILS_PER_ADDRESS, windowMs: DAY_MS })).ok;
}

export type HoldOutcome = { kind: 'held'; expiresAt: string } | { kind: 'busy' };

/**
 * Keeps `entry` until the person at `to` confirms it, and mails them the link (`compose` writes the
 * mail around it). 'busy' when the send could not be kept or its mail not queued: nothing is kept then.
 */
export async function holdForConfirmation(input: {
  entry: OutboxEntry;
  purpose: HeldPurpose;
  locale: Locale;
  summary: HeldMeta['summary'];
  now: Date;
  compose: (link: string, expiresAt: string) => Promise<MailFields>;
}): Promise<HoldOutcome> {
  const { entry, purpose, locale, now } = input;
  const holdId = newHoldId();
  const expiresAtMs = now.getTime() + confirmationMs();
  const expiresAt = new Date(expiresAtMs).toISOString();
  const meta: HeldMeta = { purpose, locale, createdAt: now.toISOString(), expiresAt, summary: input.summary };
  const held = heldSends();
  try {
    if ((await held.hold(holdId, entry, meta)) === 'full') {
      log.warn({ event: 'confirmation.store-full', purpose });
      return { kind: 'busy' };
    }
  } catch (error) {
    log.error({ event: 'confirmation.store-unavailable', purpose, ...errorFields(error) });
    return { kind: 'busy' };
  }
  const link = siteLink(confirmationPath(signLinkToken(derivedKey(LINK_KEY), holdId, expiresAtMs), locale));
  if (!(await queueMail(await input.compose(link, expiresAt), now))) {
    await held.drop(holdId).catch(() => undefined);
    return { kind: 'busy' };
  }
  log.info({ event: 'confirmation.held', purpose, submission: entry.id });
  return { kind: 'held', expiresAt };
}

/** How a confirmed send of each purpose goes on: the record of the confirmation added to it. */
export type Confirmed = (entry: OutboxEntry, confirmedAt: string) => OutboxEntry;

async function handOn(entry: OutboxEntry): Promise<boolean> {
  try {
    const result = await outbox().enqueue(entry);
    if (result !== 'full') {
      metrics().sends.inc({ kind: entry.kind, outcome: result === 'queued' ? 'accepted' : 'duplicate' });
      return true;
    }
  } catch (error) {
    log.error({ event: 'outbox.unavailable', entry: entry.kind, submission: entry.id, ...errorFields(error) });
  }
  const outcome = await deliver(entry, { waiting: true });
  metrics().sends.inc({ kind: entry.kind, outcome: outcome.kind === 'delivered' ? 'delivered' : 'failed' });
  return outcome.kind === 'delivered';
}

export type LinkState = { kind: 'invalid' } | { kind: 'expired'; at: string } | ({ kind: 'view' } & { view: HeldView });

/** What the page of a link shows: the held send's summary, or what became of it. */
export async function readLink(token: string): Promise<LinkState> {
  const check = checkConfirmationToken(token);
  if (!check.ok && check.reason === 'invalid') return { kind: 'invalid' };
  const view = await heldSends().view(check.holdId);
  if (!check.ok && (view.state === 'waiting' || view.state === 'unknown')) return { kind: 'expired', at: new Date(check.expiresAt).toISOString() };
  return { kind: 'view', view };
}

/** The person's answer from the link's page; `confirmed` says how each purpose records it. */
export async function decideLink(
  token: string,
  decision: 'confirmed' | 'refused',
  confirmed: Record<HeldPurpose, Confirmed>,
): Promise<DecideResult | { kind: 'invalid' } | { kind: 'expired' }> {
  const check = checkConfirmationToken(token);
  if (!check.ok) return { kind: check.reason };
  const held = heldSends();
  const view = await held.view(check.holdId);
  const purpose = view.state === 'waiting' ? view.meta.purpose : null;
  const at = new Date().toISOString();
  const result = await held.decide(check.holdId, decision, (entry) => (purpose ? handOn(confirmed[purpose](entry, at)) : Promise.resolve(false)));
  if (result.kind === 'done' && purpose) {
    metrics().confirmations.inc({ purpose, outcome: result.decision });
    log.info({ event: `confirmation.${result.decision}`, purpose });
  }
  return result;
}

/** Deletes what waited past its link's expiry, in this process's rhythm (every instance may; each item is counted once). */
export function startConfirmationSweeper(): void {
  const every = Math.min(60_000, Math.max(1_000, Math.floor(confirmationMs() / 4)));
  const sweep = async () => {
    try {
      for (const purpose of await heldSends().expire()) {
        metrics().confirmations.inc({ purpose, outcome: 'expired' });
        log.info({ event: 'confirmation.expired', purpose });
      }
    } catch (error) {
      log.warn({ event: 'confirmation.sweep-failed', ...errorFields(error) });
    }
  };
  const timer = setInterval(() => void sweep(), every);
  timer.unref();
  void sweep();
}
