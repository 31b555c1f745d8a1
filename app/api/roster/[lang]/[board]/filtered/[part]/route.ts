import type { NextRequest } from 'next/server';
import { filteredFragment, notFoundFragment, readRevealRequest } from '@/components/roster/reveal-fragment';

/** A filtered board's next cards as HTML, read per request like the filtered board's page. */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, { params }: RouteContext<'/api/roster/[lang]/[board]/filtered/[part]'>) {
  const { lang, board, part } = await params;
  const reveal = readRevealRequest(lang, board, part);
  return reveal ? filteredFragment(reveal, request.nextUrl.searchParams) : notFoundFragment();
}
