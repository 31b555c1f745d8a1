import path from 'node:path';

/**
 * Where the spool lives without OUTBOX_DIR: `.data/outbox` for the usual build folder, and a folder of
 * its own for another build folder (tests and benchmarks run several sites from one checkout; two
 * processes must never share a spool). Outside the build folder, which `next build` empties.
 */
export function outboxFolder(configured: string | undefined, distDir: string, root: string = process.cwd()): string {
  if (configured) return path.resolve(root, configured);
  const build = path.basename(distDir);
  return path.resolve(root, '.data', build === '.next' ? 'outbox' : `outbox-${build.replace(/^\.+/, '')}`);
}
