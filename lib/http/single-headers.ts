import { ServerResponse } from 'node:http';

/**
 * Headers that carry one value. Next.js 16 replays a cached page's headers with `appendHeader` on a
 * response its render already gave them to, so the first answer of an ISR redirect (`/modelos/12`,
 * a profile under a wrong name) went out with `Location` twice (vercel/next.js#82117, fix pending in
 * #95913). Browsers tolerate two equal values; fetch clients, CDNs and crawlers join them into
 * `/a, /a` and land on a 404.
 */
const SINGLE_VALUED = new Set(['location', 'x-nextjs-stale-time']);
const PATCHED = Symbol.for('agency.singleValuedHeaders');

type Patchable = typeof ServerResponse.prototype & { [PATCHED]?: true };

/** Makes `appendHeader` skip a value a single-valued header already has. Idempotent. */
export function keepSingleValuedHeadersSingle(proto: Patchable = ServerResponse.prototype): void {
  if (proto[PATCHED]) return;
  const append = proto.appendHeader;
  proto.appendHeader = function appendHeader(this: ServerResponse, name: string, value: string | readonly string[]) {
    const current = SINGLE_VALUED.has(name.toLowerCase()) ? this.getHeader(name) : undefined;
    if (current !== undefined) {
      const present = [current].flat().map(String);
      if ([value].flat().every((entry) => present.includes(String(entry)))) return this;
    }
    return append.call(this, name, value);
  };
  proto[PATCHED] = true;
}
