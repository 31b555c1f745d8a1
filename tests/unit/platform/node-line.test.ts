import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimumMajor } from '@/scripts/lib/node-line';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1]);
const declared = minimumMajor(manifest.engines.node);

describe('the Node.js line', () => {
  it('reads the lowest major of an engines range', () => {
    expect(minimumMajor('>=26.10 <27')).toBe(26);
    expect(minimumMajor('>= v22')).toBe(22);
    expect(minimumMajor('^26')).toBeUndefined();
  });

  it('refuses Node 20 in engines', () => {
    expect(declared).toBeGreaterThan(20);
  });

  it('is the same line in engines, .nvmrc, the node package and @types/node', () => {
    const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(majorOf(nvmrc)).toBe(declared);
    expect(majorOf(manifest.devDependencies.node ?? '')).toBe(declared);
    expect(majorOf(manifest.devDependencies['@types/node'] ?? '')).toBe(declared);
  });

  it('runs the tests on that line, not on the system Node', () => {
    expect(majorOf(process.versions.node)).toBe(declared);
  });

  it('runs install scripts only for the Node.js package, and compiles no native addon at install', () => {
    const approved = Object.entries(manifest.allowScripts).filter(([, allowed]) => allowed).map(([name]) => name);
    expect(approved).toEqual(['node']);
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty('better-sqlite3');
  });
});
