import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { isKnownTag } from '@/lib/api/tags';
import { env } from '@/lib/env';

const bodySchema = z.object({
  secret: z.string().min(1),
  tags: z.array(z.string().min(1).max(256)).min(1).max(100),
});

function json(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

// Hashing first gives equal lengths, so the comparison time does not reveal the secret's length.
function secretMatches(candidate: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(candidate), digest(env.REVALIDATE_SECRET));
}

/** The panel calls this after an edit so the change shows on the very next request. */
export async function POST(request: Request): Promise<Response> {
  let raw: unknown;
  try {
    raw = await request.json();
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
    // expire: 0 so the very next request reads fresh data instead of one more stale copy.
    for (const tag of requested) revalidateTag(tag, { expire: 0 });
  } catch (error) {
    console.error('[revalidate] failed:', error);
    return json({ error: 'revalidate_failed' }, 500);
  }
  return json({ revalidated: requested }, 200);
}
