/** Liveness for process managers and the test runner; touches no backend. */
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ ok: true });
}
