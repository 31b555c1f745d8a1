/**
 * The content coding the compression middleware of Next.js (next/dist/compiled/compression, with its
 * bundled `accepts`/`negotiator`) picks for an `Accept-Encoding` header: the same parsing, the same
 * order (quality, then exact name over `*`, then the header's order, then ours), and its one twist:
 * when deflate wins but gzip is acceptable too, gzip against identity instead.
 *
 * No `server-only`: unit tests compare it with the middleware itself.
 */
type Accepted = { encoding: string; q: number; i: number };
type Priority = { o: number; q: number; s: number; i?: number };

const TOKEN = /^\s*([^\s;]+)\s*(?:;(.*))?$/;

function parseEntry(text: string, index: number): Accepted | null {
  const match = TOKEN.exec(text);
  if (!match) return null;
  let q = 1;
  for (const parameter of (match[2] ?? '').split(';')) {
    const [name, value] = parameter.trim().split('=');
    if (name === 'q') {
      q = parseFloat(value ?? '');
      break;
    }
  }
  return { encoding: match[1]!, q, i: index };
}

function parseAcceptEncoding(header: string): Accepted[] {
  const accepted: Accepted[] = [];
  let hasIdentity = false;
  let minQuality = 1;
  const parts = header.split(',');
  parts.forEach((part, index) => {
    const entry = parseEntry(part.trim(), index);
    if (!entry) return;
    accepted.push(entry);
    hasIdentity ||= specify('identity', entry) !== null;
    minQuality = Math.min(minQuality, entry.q || 1);
  });
  // Identity is acceptable unless refused by name, at the lowest quality listed.
  if (!hasIdentity) accepted.push({ encoding: 'identity', q: minQuality, i: parts.length });
  return accepted;
}

function specify(encoding: string, entry: Accepted, index?: number): Priority | null {
  let s = 0;
  if (entry.encoding.toLowerCase() === encoding.toLowerCase()) s |= 1;
  else if (entry.encoding !== '*') return null;
  return { i: index, o: entry.i, q: entry.q, s };
}

function priorityOf(encoding: string, accepted: readonly Accepted[], index: number): Priority {
  let best: Priority = { o: -1, q: 0, s: 0 };
  for (const entry of accepted) {
    const candidate = specify(encoding, entry, index);
    if (candidate && (best.s - candidate.s || best.q - candidate.q || best.o - candidate.o) < 0) best = candidate;
  }
  return best;
}

const compareSpecs = (a: Priority, b: Priority) => b.q - a.q || b.s - a.s || a.o - b.o || (a.i ?? 0) - (b.i ?? 0) || 0;

/** The first of `available` the header prefers (what `accepts(req).encoding(available)` answers), or null. */
export function preferredEncoding(header: string | undefined, available: readonly string[]): string | null {
  const accepted = parseAcceptEncoding(header ?? '');
  const priorities = available.map((encoding, index) => priorityOf(encoding, accepted, index));
  const sorted = priorities.filter((priority) => priority.q > 0).sort(compareSpecs);
  const first = sorted[0];
  return first ? available[priorities.indexOf(first)]! : null;
}

/** gzip, deflate, or null (identity, or nothing acceptable), as the compression middleware decides. */
export function negotiatedCompression(header: string | undefined): 'gzip' | 'deflate' | null {
  let method = preferredEncoding(header, ['gzip', 'deflate', 'identity']);
  if (method === 'deflate' && preferredEncoding(header, ['gzip'])) method = preferredEncoding(header, ['gzip', 'identity']);
  return method === 'gzip' || method === 'deflate' ? method : null;
}
