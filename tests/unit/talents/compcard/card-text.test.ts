import { describe, expect, it } from 'vitest';
import { fitLine, measurementLines } from '@/lib/talents/compcard/render';

// One point per character: widths easy to reason about.
const measure = (text: string) => text.length;

describe("a comp card's words", () => {
  it('keeps a title that fits whole, and cuts a longer one at a word with an ellipsis, never past the room', () => {
    expect(fitLine('Campanha verão', 20, measure)).toBe('Campanha verão');
    expect(fitLine('Campanha verão — seleção de modelos', 20, measure)).toBe('Campanha verão…');
    expect(fitLine('Campanha verão — seleção de modelos', 20, measure).length).toBeLessThanOrEqual(20);
    expect(fitLine('Supercalifragilístico', 8, measure)).toBe('Superca…');
    expect(fitLine('Editorial', 0, measure)).toBe('');
  });

  it('writes centimetres and inches side by side, and the system of a jeans or shoe size, which is the same in both', () => {
    const lines = measurementLines(
      { gender: 'woman', height: '178/5.10', bust: '84/33', waist: '61/24', hips: '90/35.5', chest: null, jeans: '36', shoes: '38', shirt: null, suit: null, hair: 'Castanho Escuro', eyes: 'Verde' },
      'pt',
      (key) => key,
    );
    expect(Object.fromEntries(lines.map((line) => [line.label, line.value]))).toEqual({
      height: `178 cm · 5'10"`,
      jeans: 'BR 36',
      bust: '84 cm · 33"',
      waist: '61 cm · 24"',
      hips: '90 cm · 35.5"',
      shoes: 'EU 38',
      hair: 'Castanho Escuro',
      eyes: 'Verde',
    });
  });
});
