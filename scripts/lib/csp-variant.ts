/**
 * The nonce-based CSP on every page, built only to be measured (`npm run bench -- --csp-nonce`): a copy
 * of the project in .next-csp-variant-src/ where
 *   - proxy.ts wraps the site's proxy, makes a nonce per request and puts the policy on the request
 *     (Next.js then stamps the nonce on its own scripts) and on the response, where it replaces the
 *     cached pages' policy from headers(); the pages rendered per request keep their own nonce;
 *   - the [lang] layout is forced dynamic, because a stored page cannot carry a per-request nonce.
 * Nothing in the real project changes (scripts/lib/project-copy.ts).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from './project-copy';
import { root } from './stack';

export const VARIANT_DIR = path.join(root, '.next-csp-variant-src');

const PROXY = (config: string) => `import { NextRequest } from 'next/server';
import siteProxy from './proxy-site';
import { NONCE_HEADER, newNonce, noncePolicy } from './lib/http/nonce';

export default async function proxy(request: NextRequest) {
  const nonce = newNonce();
  const policy = noncePolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.set(NONCE_HEADER, nonce);
  const response = await siteProxy(new NextRequest(request, { headers }));
  // A page the site already renders per request carries its own nonce, the one its render was given.
  if (!response.headers.has('content-security-policy')) response.headers.set('content-security-policy', policy);
  return response;
}

${config}
`;

export function prepareNonceVariant(): string {
  copyProject(VARIANT_DIR);
  const proxyFile = path.join(VARIANT_DIR, 'proxy.ts');
  const original = readFileSync(proxyFile, 'utf8');
  // Next.js reads the matcher statically, so the wrapper repeats the original `config` literally.
  const config = /export const config = \{[\s\S]*?\n\};/.exec(original)?.[0];
  if (!config) throw new Error('proxy.ts has no `export const config = {...};` to copy');
  renameSync(proxyFile, path.join(VARIANT_DIR, 'proxy-site.ts'));
  writeFileSync(proxyFile, PROXY(config));
  const layout = path.join(VARIANT_DIR, 'app', '[lang]', 'layout.tsx');
  writeFileSync(layout, `${readFileSync(layout, 'utf8')}\nexport const dynamic = 'force-dynamic';\n`);
  return VARIANT_DIR;
}
