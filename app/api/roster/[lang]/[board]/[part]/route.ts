import { boardFragment, notFoundFragment, readRevealRequest } from '@/components/roster/reveal-fragment';
import { renderOnFirstVisit } from '@/lib/site/first-visit';

/** A board's next cards as HTML (components/roster/reveal-fragment.ts), kept like the board's page. */
export const revalidate = 300;

export const generateStaticParams = renderOnFirstVisit;

export async function GET(_request: Request, { params }: RouteContext<'/api/roster/[lang]/[board]/[part]'>) {
  const { lang, board, part } = await params;
  const request = readRevealRequest(lang, board, part);
  return request ? boardFragment(request) : notFoundFragment();
}
