import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret this machine keeps in a file when no setting gives it: read when the file is there, else
 * made once by whichever process needs it first. The new secret is written owner-only (0600, a new
 * folder 0700) to a draft of this process's own, then linked into place: link() fails when the file
 * exists, so processes racing all end up with the first one's secret, and no process ever reads a
 * half-written file. `parse` throws on a file that is there but does not hold a secret; that is never
 * overwritten.
 */
export function readOrMakeKeyFile<T>(file: string, make: () => string, parse: (text: string) => T): T {
  const read = () => parse(readFileSync(file, 'utf8').trim());
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${make()}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch {
    // Another process made it first: its secret is read below.
  } finally {
    rmSync(draft, { force: true });
  }
  return read();
}
