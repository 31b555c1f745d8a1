import { ServerResponse } from 'node:http';
import { processGlobal } from '@/lib/shared-state/process-global.mjs';

/**
 * Headers that carry one value. Next.js 16 replays a cached page's headers with `appendHeader` on a
 * response its render already gave them to, so the first answer of an ISR redirect (`/modelos/12`,
 * a profile under a wrong name) went out with `Location` twice (vercel/next.js#82117, fix pending in
 * #95913). Browsers tolerate two equal values; fetch clients, CDNs and crawlers join them into
 * `/a, /a` and land on a 404.
 */
const SINGLE_VALUED = new Set(['location', 'x-nextjs-stale-time']);
/** The prototypes already patched, whichever copy of this module patched them. */
const patched = () => processGlobal('agency.singleValuedHeaders', () => new WeakSet<object>());

/** Makes `appendHeader` skip a value a single-valued header already has. Idempotent. */
export function keepSingleValuedHeadersSingle(proto: typeof ServerResponse.prototype = ServerResponse.prototype): void {
  if (patched().has(proto)) return;
  const append = proto.appendHeader;
  proto.appendHeader = function appendHeader(this: ServerResponse, name: string, value: string | readonly string[]) {
    const current = SINGLE_VALUED.has(name.toLowerCase()) ? this.getHeader(name) : undefined;
    if (current !== undefined) {
      const present = [current].flat().map(String);
      if ([value].flat().every((entry) => present.includes(String(entry)))) return this;
    }
    return append.call(this, name, value);
  };
  patched().add(proto);
}
