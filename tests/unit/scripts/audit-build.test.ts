import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASELINE_ROUTE, prepareAuditProject } from '../../../scripts/lib/audit-build';
import { BASELINE_PATH } from '../../../scripts/lib/screens';
import { root } from '../../../scripts/lib/stack';

let project: string;
let copy: string;

function write(file: string, text = 'x'): void {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
}

/** Every folder under `dir`, as paths relative to it. */
function folders(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? [path.relative(base, path.join(dir, entry.name)), ...folders(path.join(dir, entry.name), base)] : [],
  );
}

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), 'audit-build-'));
  copy = path.join(project, '.next-audit-src');
  for (const file of ['package.json', 'package-lock.json', 'next.config.ts', 'instrumentation-client.ts', '.env', 'app/[lang]/page.tsx', 'app/fonts.ts']) write(file);
  for (const file of ['node_modules/next/package.json', '.next-audit/BUILD_ID', 'reports/audit.json', 'local-panel/.data/db.json', '.e2e/panel/db.json']) write(file);
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe("the audit's build (a copy of the project with the empty page)", () => {
  it('copies the sources with the empty page as a route of its own, and links node_modules instead of copying it', () => {
    prepareAuditProject(copy, project);
    for (const file of ['package.json', 'next.config.ts', 'instrumentation-client.ts', '.env', 'app/[lang]/page.tsx', 'app/fonts.ts']) {
      expect(existsSync(path.join(copy, file)), file).toBe(true);
    }
    const page = readFileSync(path.join(copy, BASELINE_ROUTE, 'page.tsx'), 'utf8');
    const layout = readFileSync(path.join(copy, BASELINE_ROUTE, 'layout.tsx'), 'utf8');
    expect(page).toContain("dynamic = 'force-static'");
    // The same font faces as the site's own layout: the same files, Inter regular preloaded.
    expect(layout).toMatch(/import \{ displayFont, textFont, textStrongFont \} from '@\/app\/fonts'/);
    expect(BASELINE_ROUTE).toBe(path.join('app', '(audit-baseline)', 'audit-baseline.html'));
    expect(lstatSync(path.join(copy, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(copy, 'node_modules'))).toBe(path.join('..', 'node_modules'));
  });

  it('leaves out the lockfile (the repository stays the root), builds, reports and run data', () => {
    prepareAuditProject(copy, project);
    for (const left of ['package-lock.json', 'reports', 'local-panel/.data', '.e2e', '.next-audit-src']) {
      expect(existsSync(path.join(copy, left)), left).toBe(false);
    }
  });

  it('keeps its own build from one run to the next and drops a source the project no longer has', () => {
    prepareAuditProject(copy, project);
    mkdirSync(path.join(copy, '.next-audit'), { recursive: true });
    writeFileSync(path.join(copy, '.next-audit', 'BUILD_ID'), 'built');
    rmSync(path.join(project, 'instrumentation-client.ts'));
    write('app/[lang]/page.tsx', 'changed');
    prepareAuditProject(copy, project);
    expect(readFileSync(path.join(copy, '.next-audit', 'BUILD_ID'), 'utf8')).toBe('built');
    expect(existsSync(path.join(copy, 'instrumentation-client.ts'))).toBe(false);
    expect(readFileSync(path.join(copy, 'app/[lang]/page.tsx'), 'utf8')).toBe('changed');
  });

  it("is the only build with that page: the product's app folder has no route at its address", () => {
    const segment = BASELINE_PATH.slice(1);
    expect(folders(path.join(root, 'app')).filter((folder) => path.basename(folder) === segment)).toEqual([]);
  });
});
