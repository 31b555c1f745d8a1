import { describe, expect, it } from 'vitest';
import { breakdownDifference, formatBreakdown, runBreakdown, scriptName, type RunBreakdown } from '../../../scripts/lib/breakdown';

/** The shape of the three Lighthouse audits the breakdown reads (lighthouse 12). */
function audits({ lcp, phases, groups, scripts }: { lcp?: { label: string; snippet: string }; phases: Record<string, number>; groups: Record<string, number>; scripts: Record<string, number> }) {
  return {
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: lcp ? [{ node: { type: 'node', nodeLabel: lcp.label, snippet: lcp.snippet } }] : [] },
          { type: 'table', items: Object.entries(phases).map(([phase, timing]) => ({ phase, percent: '', timing })) },
        ],
      },
    },
    'mainthread-work-breakdown': { details: { items: Object.entries(groups).map(([group, duration]) => ({ group, groupLabel: group, duration })) } },
    'bootup-time': { details: { items: Object.entries(scripts).map(([url, total]) => ({ url, total, scripting: total })) } },
  };
}

describe('runBreakdown (one Lighthouse run)', () => {
  it('reads the LCP element, its phases, the main thread by group and each script by file name', () => {
    const run = runBreakdown(
      audits({
        lcp: { label: 'Ana Souza', snippet: '<img alt="Ana Souza" src="/a.jpg">' },
        phases: { TTFB: 600, 'Load Delay': 900, 'Load Time': 400, 'Render Delay': 100 },
        groups: { 'Script Evaluation': 300, 'Style & Layout': 120 },
        scripts: { 'http://localhost:3000/_next/static/chunks/abc123.js': 210, 'http://localhost:3000/modelos/feminino': 40 },
      }),
    );
    expect(run).toEqual({
      lcpElement: 'img "Ana Souza"',
      lcpPhases: { TTFB: 600, 'Load Delay': 900, 'Load Time': 400, 'Render Delay': 100 },
      mainThread: { 'Script Evaluation': 300, 'Style & Layout': 120 },
      scripts: { 'abc123.js': 210, feminino: 40 },
    });
  });

  it('gives a text element no load phases, and survives a report without the audits', () => {
    const text = runBreakdown(audits({ lcp: { label: 'Seja modelo', snippet: '<h1 class="t">' }, phases: { TTFB: 600, 'Render Delay': 700 }, groups: {}, scripts: {} }));
    expect(text.lcpElement).toBe('h1 "Seja modelo"');
    expect(text.lcpPhases).toEqual({ TTFB: 600, 'Load Delay': 0, 'Load Time': 0, 'Render Delay': 700 });
    expect(runBreakdown({})).toEqual({ lcpElement: 'none', lcpPhases: { TTFB: 0, 'Load Delay': 0, 'Load Time': 0, 'Render Delay': 0 }, mainThread: {}, scripts: {} });
    expect(scriptName('not a url')).toBe('not a url');
  });
});

describe('breakdownDifference (a screen against its paired baseline runs)', () => {
  const run = (renderDelay: number, script: number, lcp = 'img "Ana"'): RunBreakdown => ({
    lcpElement: lcp,
    lcpPhases: { TTFB: 600, 'Load Delay': 0, 'Load Time': 0, 'Render Delay': renderDelay },
    mainThread: { 'Script Evaluation': 100 + script },
    scripts: script > 0 ? { 'roster.js': script } : {},
  });

  it('takes the median of each pair’s difference, counts a script the baseline lacks in full, and names the largest additions', () => {
    const baseline = run(500, 0, 'p "empty"');
    const difference = breakdownDifference([
      { baseline, screen: run(900, 100) },
      { baseline, screen: run(1500, 300) },
      { baseline, screen: run(700, 200, 'h1 "Modelos"') },
    ]);
    expect(difference.lcpElement).toBe('img "Ana"');
    expect(difference.lcpPhases['Render Delay']).toBe(400);
    expect(difference.lcpPhases.TTFB).toBe(0);
    expect(difference.mainThread['Script Evaluation']).toBe(200);
    expect(difference.scripts['roster.js']).toBe(200);
    expect(formatBreakdown(difference)).toBe(
      'LCP img "Ana": ttfb +0, load delay +0, load time +0, render delay +400 ms; main thread: Script Evaluation +200 ms; scripts: roster.js +200 ms',
    );
  });
});
