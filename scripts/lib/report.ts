import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './stack';

export type Align = 'left' | 'right';

/** A plain-text table that reads the same in a terminal, a CI log and a Markdown code block. */
export function formatTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>, align?: readonly Align[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const pad = (cell: string, column: number) =>
    (align?.[column] ?? (column === 0 ? 'left' : 'right')) === 'left' ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => pad(cell, column)).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => ((align?.[column] ?? (column === 0 ? 'left' : 'right')) === 'left' ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export function writeReport(name: string, data: unknown): string {
  const file = path.join(root, 'reports', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(root, file);
}

export const kB = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');
