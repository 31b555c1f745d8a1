import type { NextRequest } from 'next/server';
import { filteredFragment, notFoundFragment, readRevealRequest } from '@/components/roster/reveal-fragment';
import { clientAddress } from '@/lib/http/visitor-address';
import { consumeRateLimit } from '@/lib/shared-state/rate-limit';

/** A filtered board's next cards as HTML, read per request like the filtered board's page. */
export const dynamic = 'force-dynamic';

/**
 * Each new filtering may cost a backend call, here as on the filtered page (which the proxy limits to
 * 60 a minute per address): scrolling a long filtered board asks for a step every few seconds, so
 * this door has a wider limit of its own.
 */
const FILTERED_REVEAL_LIMIT = { limit: 120, windowMs: 60_000 };

export async function GET(request: NextRequest, { params }: RouteContext<'/api/roster/[lang]/[board]/filtered/[part]'>) {
  const { lang, board, part } = await params;
  const reveal = readRevealRequest(lang, board, part);
  if (!reveal) return notFoundFragment();
  const limited = await consumeRateLimit(`filtered-reveal:${clientAddress(request)}`, FILTERED_REVEAL_LIMIT);
  if (!limited.ok) {
    return new Response('Too many requests', {
      status: 429,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(limited.retryAfterSeconds) },
    });
  }
  return filteredFragment(reveal, request.nextUrl.searchParams);
}
