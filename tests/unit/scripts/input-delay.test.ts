// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pairedShare, selectAloneDocument, type InputDelaySample } from '../../../scripts/lib/input-delay';

const runs = (...ms: number[]): InputDelaySample[] => ms.map((value) => ({ ms: value, events: ['mousedown'], longestTaskAfterLoadMs: 0 }));

describe("the select tap's control (the same select alone, paired)", () => {
  it('reads the page share from each pair, not from the two medians, so a slow moment of the machine weighs on both sides', () => {
    // The machine is slow during the first pair and the fourth: both sides move, their differences do not.
    const page = runs(400, 200, 210, 380, 196);
    const alone = runs(352, 160, 168, 336, 152);
    // The medians alone (210 and 168) would say 42, and their spreads overlap; the pairs say 44, each within 40–48.
    expect(pairedShare(page, alone)).toEqual({ median: 44, q1: 42, q3: 44, n: 5 });
  });

  it('pairs only the runs both sides have', () => {
    expect(pairedShare(runs(200, 210, 220), runs(150, 170)).n).toBe(2);
  });

  it('puts the page\u2019s own select, every option kept, alone in a document of the same language and viewport', () => {
    const select = '<select name="country" id="apply-country"><option value="PT" selected>Portugal</option><option value="BR">Brasil</option></select>';
    const document = new DOMParser().parseFromString(selectAloneDocument(select, 'pt'), 'text/html');
    expect(document.documentElement.lang).toBe('pt');
    expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    expect(document.querySelectorAll('form select option')).toHaveLength(2);
    expect(document.querySelector<HTMLSelectElement>('form select')?.value).toBe('PT');
    expect(document.querySelectorAll('script, link, style')).toHaveLength(0);
  });
});
