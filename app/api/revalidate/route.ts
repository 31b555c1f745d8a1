import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { revalidateSharedCache } from '@/lib/shared-state/shared-cache-tags';
import { z } from 'zod';
import { isKnownTag } from '@/lib/api/tags';
import { env } from '@/lib/config/env';
import { errorFields, log } from '@/lib/observability/log';
import { resetAddressGate } from '@/lib/roster/address-gate';
import { resetFilteredTalents } from '@/lib/roster/filtered-talents';
import { advanceSharedPackageReads, resetPackageReads } from '@/lib/packages/read';
import { clientAddress } from '@/lib/http/visitor-address';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';
import { privateJson } from '@/lib/http/private-json';
import { readBodyLimited, SMALL_BODY_DEADLINE_MS } from '@/lib/http/read-limited';

const bodySchema = z.object({
  secret: z.string().min(1),
  tags: z.array(z.string().min(1).max(256)).min(1).max(100),
});

// A hundred tags fit many times over; anything bigger is not the panel.
const MAX_BODY_BYTES = 32 * 1024;
// The panel sends one call per edit (up to 100 tags each); a minute of 60 calls from one address is a
// bulk import at most, and caps how fast anyone can guess the secret or make the site drop its cache.
const REVALIDATE_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

const json = privateJson;

// Hashing first gives equal lengths, so the comparison time does not reveal the secret's length.
function secretMatches(candidate: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(candidate), digest(env.REVALIDATE_SECRET));
}

/** The panel calls this after an edit so the change shows on the very next request. */
export async function POST(request: Request): Promise<Response> {
  const limited = await consumeRateLimit(`revalidate:${clientAddress(request)}`, REVALIDATE_RATE_LIMIT);
  if (!limited.ok) {
    await request.body?.cancel().catch(() => undefined);
    return privateJson({ error: 'rate_limited' }, 429, { 'Retry-After': String(limited.retryAfterSeconds) });
  }
  const body = await readBodyLimited(request, MAX_BODY_BYTES, { deadlineMs: SMALL_BODY_DEADLINE_MS });
  // A body dripped slower than the deadline is cut, and what it still drips goes nowhere.
  if (!body.ok && body.reason === 'too_slow') return json({ errors: { body: 'too_slow' } }, 408, { Connection: 'close' });
  if (!body.ok && body.reason === 'too_large') return json({ errors: { body: 'too_large' } }, 413);
  // The caller went away mid-body: nothing to answer but a clean 400.
  if (!body.ok) return json({ errors: { body: 'unreadable' } }, 400);
  const text = Buffer.from(body.bytes).toString('utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return json({ errors: { body: 'invalid_json' } }, 400);
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      errors[field] ??= issue.code;
    }
    return json({ errors }, 400);
  }
  if (!secretMatches(parsed.data.secret)) return json({ error: 'unauthorized' }, 401);

  const requested = [...new Set(parsed.data.tags)];
  if (requested.some((tag) => !isKnownTag(tag))) return json({ errors: { tags: 'unknown_tag' } }, 400);

  try {
    // With Redis, every instance's cache first, and awaited: "revalidated" means every instance serves the change.
    await advanceSharedPackageReads(requested);
    await revalidateSharedCache(requested);
    // expire: 0 so the very next request reads fresh data instead of one more stale copy.
    for (const tag of requested) revalidateTag(tag, { expire: 0 });
    // The proxy's one-minute memory of ids and slugs (lib/roster/address-gate.ts) starts over too.
    resetAddressGate();
    // And the filtered rosters it keeps (lib/roster/filtered-talents.ts).
    resetFilteredTalents();
    // And the client packages it keeps for 30 s (lib/packages/read.ts), for these tags.
    resetPackageReads(requested);
  } catch (error) {
    log.error({ event: 'revalidate.failed', ...errorFields(error) });
    return json({ error: 'revalidate_failed' }, 500);
  }
  return json({ revalidated: requested }, 200);
}
