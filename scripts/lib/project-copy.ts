/**
 * A copy of the project that a measuring script builds instead of the repository itself, so a page
 * or a variant that exists only to be measured never enters the product: the audit's empty page
 * (scripts/lib/audit-build.ts) and the nonce CSP on every page (scripts/lib/csp-variant.ts).
 *
 * Everything at the top of the repository is copied except what is built, installed or measured
 * there; node_modules is a link to the repository's (app/fonts.ts reads its font files through it).
 * The copy has no lockfile, so Next.js takes the repository as the root and the link stays inside it.
 * Build folders inside the copy (`.next-*`) are kept from one run to the next (`--reuse-build`).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { root } from './stack';

/** Never copied, at any depth: installed, built, measured or run data, and the repository's own git. */
const SKIPPED = new Set(['node_modules', '.git', '.e2e', '.cluster', '.data', 'reports', 'test-results', 'playwright-report', 'coverage', 'out']);

/** Never copied from the top: the lockfile (it would make the copy its own root) and the folders of other copies. */
const isSkippedAtTop = (name: string) => name === 'package-lock.json' || name.startsWith('.next') || name.endsWith('.tsbuildinfo');

export function copyProject(dir: string, from: string = root): string {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('.next')) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  for (const name of readdirSync(from)) {
    if (SKIPPED.has(name) || isSkippedAtTop(name)) continue;
    cpSync(path.join(from, name), path.join(dir, name), {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)),
    });
  }
  if (existsSync(path.join(from, 'node_modules'))) {
    symlinkSync(path.relative(dir, path.join(from, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  }
  return dir;
}
