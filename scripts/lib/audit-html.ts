/** The Nu HTML checker over the audit's saved documents, without the gaps of its own parser. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const sourceLines = new Map<string, string[]>();

/** The checked file's text just before a reported position (its `extract` is too short to name the CSS at fault). */
function sourceAround(url: string | undefined, line: number | undefined, column: number | undefined): string {
  if (!url || !line) return '';
  const file = decodeURIComponent(new URL(url).pathname);
  if (!sourceLines.has(file)) sourceLines.set(file, readFileSync(file, 'utf8').split('\n'));
  const text = sourceLines.get(file)?.[line - 1] ?? '';
  const end = column ?? text.length;
  return text.slice(Math.max(0, end - 120), end + 20);
}

export function runNuChecker(files: string[]): Map<string, Array<{ line?: number; message: string }>> {
  const byFile = new Map<string, Array<{ line?: number; message: string }>>(files.map((file) => [file, []]));
  if (files.length === 0) return byFile;
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  let output: string;
  try {
    output = execFileSync(process.env.JAVA ?? 'java', ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(`The Nu HTML checker could not run (is Java 17 installed?): ${(error as Error).message}`);
  }
  const parsed = JSON.parse(output) as { messages: Array<{ type: string; subType?: string; url?: string; message: string; lastLine?: number; lastColumn?: number }> };
  for (const message of parsed.messages) {
    if (message.type !== 'error') continue;
    // The checker's CSS parser predates View Transitions (::view-transition-group(.class),
    // view-transition-name), which the page fades use: those lines are its gap, not our markup's.
    if (message.message.startsWith('CSS:') && /view-transition/.test(sourceAround(message.url, message.lastLine, message.lastColumn))) continue;
    // React's server renderer marks a <ViewTransition> boundary with vt-name, vt-update and vt-share
    // attributes (components/layout/route-transition.tsx): React's own markers, not attributes of ours.
    if (/^Attribute “vt-(name|update|share|enter|exit)” not allowed/.test(message.message)) continue;
    const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
    const list = byFile.get(file) ?? byFile.get(path.resolve(file));
    list?.push({ line: message.lastLine, message: message.message });
  }
  return byFile;
}
