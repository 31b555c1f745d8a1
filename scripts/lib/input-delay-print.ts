/** The application form's input-delay table, with the same build's second run (A/A) beside each median. */
import { formatSpread } from './paired';
import { formatTable, print } from './report';
import { CPU_SLOWDOWN, INPUT_DELAY_BUDGET_MS, type InputDelayFigures, type InputDelaySample } from './input-delay';

/** The same measure taken twice on one build (A/A): how far two runs of the method land apart here. */
export type InputDelayRun = { lang: string; figures: InputDelayFigures; again?: InputDelayFigures };

function aaCell(medianMs: number, again: number | undefined): string {
  if (again === undefined) return '–';
  const delta = again - medianMs;
  return `${again} ms (Δ ${delta >= 0 ? '+' : ''}${delta})`;
}

/**
 * Prints the table; true when both medians are within the budget in every language. With a second
 * run of the same build (`again`), each median has that run's beside it, and a line says how far
 * the two runs differ at most: a verdict closer to the budget than that is not told from noise.
 */
export function printInputDelay(results: readonly InputDelayRun[]): boolean {
  print(`\nApplication form, input delay with the CPU slowed ${CPU_SLOWDOWN}x, right after the page loads (Event Timing, median of ${results[0]?.figures.samples ?? 0}; budget ≤ ${INPUT_DELAY_BUDGET_MS} ms)\n`);
  const verdict = (ms: number) => (ms <= INPUT_DELAY_BUDGET_MS ? 'ok' : 'OVER');
  const row = (lang: string, input: string, medianMs: number, runs: readonly InputDelaySample[], again: number | undefined, budget: string) => [
    lang,
    input,
    `${medianMs} ms`,
    aaCell(medianMs, again),
    runs.map((run) => run.ms).join(' '),
    `${Math.max(...runs.map((run) => run.longestTaskAfterLoadMs))} ms`,
    budget,
  ];
  const rows = results.flatMap(({ lang, figures, again }) => [
    row(lang, 'first key in the name field', figures.key.medianMs, figures.key.runs, again?.key.medianMs, verdict(figures.key.medianMs)),
    row(lang, 'tap on a select', figures.select.medianMs, figures.select.runs, again?.select.medianMs, verdict(figures.select.medianMs)),
    row(lang, `  the same select alone (${figures.selectAlone.options} options)`, figures.selectAlone.medianMs, figures.selectAlone.runs, again?.selectAlone.medianMs, 'control'),
    [lang, '  the page\'s share (page − alone, paired)', `${formatSpread(figures.selectShare)} ms`, again ? `${formatSpread(again.selectShare)} ms` : '–', '', '', ''],
  ]);
  print(
    formatTable(['lang', 'input', 'median', 'A/A: same build again', 'samples (ms)', 'longest task after load', 'budget'], rows, ['left', 'left', 'right', 'right', 'left', 'right', 'left']),
  );
  print(
    '\nThe select alone is the page\'s own <select> in an empty document (no style, no script), tapped right after each page tap: what the browser\'s picker costs any page with that list here. The share is the median of the paired differences [interquartile range].',
  );
  const deltas = results.flatMap(({ figures, again }) => (again ? [again.key.medianMs - figures.key.medianMs, again.select.medianMs - figures.select.medianMs] : []));
  if (deltas.length > 0) {
    const widest = Math.max(...deltas.map(Math.abs));
    print(
      `\nA/A spread: the same build measured again right after moved a median by up to ${widest} ms (first key and select, every language). ` +
        `A median within ${widest} ms of the ${INPUT_DELAY_BUDGET_MS} ms budget cannot be told from the method's own noise on this machine.`,
    );
  }
  return results.every(({ figures }) => figures.key.medianMs <= INPUT_DELAY_BUDGET_MS && figures.select.medianMs <= INPUT_DELAY_BUDGET_MS);
}
