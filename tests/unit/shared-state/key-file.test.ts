import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrMakeKeyFile } from '@/lib/shared-state/key-file';

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const hex = (text: string) => {
  if (!/^[0-9a-f]+$/.test(text)) throw new Error('not a key');
  return text;
};

describe('a secret kept in a file of this machine', () => {
  it('is made once, owner-only in a folder of its own, and read back the same by every later caller', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'key-file-'));
    const file = path.join(folder, 'keys', 'site.key');
    let made = 0;
    const make = () => `${++made}abc`;
    expect(readOrMakeKeyFile(file, make, hex)).toBe('1abc');
    expect(readOrMakeKeyFile(file, make, hex)).toBe('1abc');
    expect(made).toBe(1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    // No draft is left beside it.
    expect(readdirSync(path.dirname(file))).toEqual(['site.key']);
  });

  it('keeps the first secret when another process made one meanwhile (the second draft is dropped)', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'key-file-'));
    const file = path.join(folder, 'site.key');
    // The other process links its file in place while this one is drawing its own.
    const racing = () => {
      writeFileSync(file, 'f00d\n');
      return 'beef';
    };
    expect(readOrMakeKeyFile(file, racing, hex)).toBe('f00d');
    expect(readFileSync(file, 'utf8').trim()).toBe('f00d');
    expect(readdirSync(folder)).toEqual(['site.key']);
  });

  it('never writes over a file that is there but holds no secret: it says so', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'key-file-'));
    const file = path.join(folder, 'site.key');
    writeFileSync(file, 'not hex at all');
    expect(() => readOrMakeKeyFile(file, () => 'abc', hex)).toThrow('not a key');
    expect(readFileSync(file, 'utf8')).toBe('not hex at all');
  });
});
