/**
 * Stops a script early, with a sentence a newcomer understands, when it runs on a Node.js line
 * older than the one package.json declares. Import it first: later imports (node:sqlite) would
 * otherwise fail with a cryptic "unknown builtin module" on an old Node.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The lowest major version a `>=N…` engines range allows, or undefined for another shape. */
export function minimumMajor(range: string): number | undefined {
  const match = />=\s*v?(\d+)/.exec(range);
  return match ? Number(match[1]) : undefined;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } };
const range = manifest.engines?.node ?? '';
const required = minimumMajor(range);
const running = Number(process.versions.node.split('.')[0]);

if (required !== undefined && running < required) {
  console.error(
    `This project runs on Node.js ${range} (package.json "engines"); this is Node.js ${process.version}.\n` +
      'Start it through npm (npm run demo, npm test, npm start): npm ci installs that Node.js line into\n' +
      'node_modules and npm scripts use it. Or switch your own Node.js with `nvm use` (.nvmrc).',
  );
  process.exit(1);
}
