/**
 * The build `npm run audit` and `npm run input-delay` measure: the project as it is, copied to
 * .next-audit-src/ with one more route, the empty page the screens are paired with
 * (scripts/audit-baseline/ → app/(audit-baseline)/audit-baseline.html/). It is served by the same
 * `next start` as the screens: same origin, same headers from next.config.ts, same Next.js and React
 * chunks, same font files; the product's own builds have no such page. A route group with its own
 * root layout, at a dotted path the proxy never routes.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from './project-copy';
import { BASELINE_PATH } from './screens';
import { root, startStack, type Stack } from './stack';

export const AUDIT_PROJECT_DIR = path.join(root, '.next-audit-src');
export const AUDIT_DIST_DIR = '.next-audit';
export const BASELINE_SOURCE = path.join(root, 'scripts', 'audit-baseline');
export const BASELINE_ROUTE = path.join('app', '(audit-baseline)', BASELINE_PATH.slice(1));

/** Copies the project and adds the empty page; answers the copy's folder. */
export function prepareAuditProject(dir: string = AUDIT_PROJECT_DIR, from: string = root): string {
  copyProject(dir, from);
  cpSync(BASELINE_SOURCE, path.join(dir, BASELINE_ROUTE), { recursive: true });
  return dir;
}

export function startAuditStack(options: { reuseBuild?: boolean; talents?: number }): Promise<Stack> {
  return startStack({
    distDir: AUDIT_DIST_DIR,
    label: 'audit',
    reuseBuild: options.reuseBuild,
    talents: options.talents,
    projectDir: prepareAuditProject(),
  });
}
