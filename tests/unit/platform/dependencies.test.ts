import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

const manifest = readJson<{
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
}>('package.json');
type Locked = { hasInstallScript?: boolean; bin?: Record<string, string> };
const lock = readJson<{ packages: Record<string, Locked> }>('package-lock.json');

/** `node_modules/a/node_modules/@scope/b` → `@scope/b`. */
const nameOf = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
/** An allowScripts key is a name, optionally pinned to a version: `pkg`, `pkg@1.2.3`, `@scope/pkg@1.2.3`. */
const keyName = (key: string) => key.slice(0, key.indexOf('@', 1) > 0 ? key.indexOf('@', 1) : undefined);

function sourceText(dirs: string[], rootFiles: string[]): string {
  const texts: string[] = rootFiles.map((file) => readFileSync(path.join(root, file), 'utf8'));
  for (const dir of dirs) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx|mjs|cjs|js|css)$/.test(entry.name)) {
        texts.push(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
      }
    }
  }
  return texts.join('\n');
}

const rootFiles = readdirSync(root).filter((file) => /\.(ts|mjs)$/.test(file));
const productDirs = ['app', 'components', 'lib', 'local-panel', 'scripts'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** An import or require of the package (or a file inside it), or a path into its folder. */
const mentions = (name: string, text: string) =>
  new RegExp(`['"\`]${escape(name)}(/[^'"\`]*)?['"\`]|node_modules/${escape(name)}/|@vitest-environment ${escape(name)}\\b`).test(text);

describe('dependencies', () => {
  it('reviews every install script: each package with one has an allowScripts entry, and each entry such a package', () => {
    const withScripts = [...new Set(Object.entries(lock.packages)
      .filter(([lockPath, entry]) => lockPath !== '' && entry.hasInstallScript)
      .map(([lockPath]) => nameOf(lockPath)))].sort();
    const reviewed = Object.keys(manifest.allowScripts).map(keyName).sort();
    // A new dependency with an install script: read what it does, then `npm install-scripts approve|deny <pkg>`
    // and record why in docs/operations.md.
    expect(withScripts.filter((name) => !reviewed.includes(name))).toEqual([]);
    // An entry whose package left the tree (or lost its script): `npm install-scripts prune`.
    expect(reviewed.filter((name) => !withScripts.includes(name))).toEqual([]);
  });

  it("fails an install that meets an install script allowScripts does not list, under the project's own .npmrc", () => {
    const work = mkdtempSync(path.join(tmpdir(), 'allow-scripts-'));
    try {
      const dep = path.join(work, 'dep');
      const app = path.join(work, 'app');
      mkdirSync(dep);
      mkdirSync(app);
      const marker = path.join(work, 'script-ran');
      writeFileSync(path.join(dep, 'package.json'), JSON.stringify({ name: 'unreviewed-dep', version: '1.0.0', scripts: { postinstall: `node -e "require('fs').writeFileSync(${JSON.stringify(marker)}, '1')"` } }));
      expect(spawnSync('npm', ['pack', '-q'], { cwd: dep, encoding: 'utf8' }).status).toBe(0);
      writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'probe', version: '1.0.0', dependencies: { 'unreviewed-dep': 'file:../dep/unreviewed-dep-1.0.0.tgz' } }));
      copyFileSync(path.join(root, '.npmrc'), path.join(app, '.npmrc'));
      const install = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund'], { cwd: app, encoding: 'utf8', env: { ...process.env, npm_config_strict_allow_scripts: undefined } });
      expect(install.status).not.toBe(0);
      expect(install.stderr).toContain('ESTRICTALLOWSCRIPTS');
      expect(existsSync(marker)).toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('keeps build and test tools out of what the site needs to run', () => {
    const buildOnly = Object.keys(manifest.dependencies).filter((name) => name === 'typescript' || name.startsWith('@types/'));
    expect(buildOnly).toEqual([]);
  });

  it('lists only packages the site, the local panel or their scripts import', () => {
    const product = sourceText(productDirs, rootFiles);
    expect(Object.keys(manifest.dependencies).filter((name) => !mentions(name, product))).toEqual([]);
  });

  it('lists only development tools something uses: a file, an npm script, or the package a type package describes', () => {
    const everything = sourceText([...productDirs, 'tests'], rootFiles);
    const scripts = Object.values(manifest.scripts).join('\n');
    const runtime = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies), 'node']);
    const used = (name: string) => {
      if (name.startsWith('@types/')) {
        const described = name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2');
        return runtime.has(described);
      }
      const bins = Object.keys(lock.packages[`node_modules/${name}`]?.bin ?? {});
      return mentions(name, everything) || bins.some((bin) => new RegExp(`(^|[\\s&;|])${escape(bin)}\\b`).test(scripts));
    };
    expect(Object.keys(manifest.devDependencies).filter((name) => !used(name))).toEqual([]);
  });
});
