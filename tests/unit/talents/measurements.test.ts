import { cutAtSlash, measurementsFor, type MeasurementProfile } from '@/lib/talents/measurements';
import { ANA_SOUZA_MEASUREMENTS } from '../support/ana-souza';

const woman: MeasurementProfile = ANA_SOUZA_MEASUREMENTS;

const man: MeasurementProfile = {
  gender: 'man',
  height: '188/6.2',
  bust: '100/39.5',
  waist: '80/31.5',
  hips: '95/37.5',
  jeans: '42',
  shoes: '43.5',
  shirt: '40',
  suit: '52',
  hair: 'Preto',
  eyes: 'Castanho',
};

describe('cutAtSlash', () => {
  it('keeps the part before the slash', () => {
    expect(cutAtSlash('178/5.10')).toBe('178');
    expect(cutAtSlash(' 90 / 35.5 ')).toBe('90');
  });

  it('keeps values without a slash and empties absent ones', () => {
    expect(cutAtSlash('38')).toBe('38');
    expect(cutAtSlash(null)).toBe('');
    expect(cutAtSlash(undefined)).toBe('');
  });
});

describe('measurementsFor', () => {
  it('lists a woman’s measurements in order, metric, colours in Portuguese', () => {
    expect(measurementsFor(woman, 'metric', 'pt')).toEqual([
      { key: 'height', value: '178' },
      { key: 'jeans', value: '36' },
      { key: 'bust', value: '84' },
      { key: 'waist', value: '61' },
      { key: 'hips', value: '90' },
      { key: 'shoes', value: '38' },
      { key: 'hair', value: 'Castanho Escuro' },
      { key: 'eyes', value: 'Verde' },
    ]);
  });

  it('shows imperial parts, feet and inches, with colours in English', () => {
    expect(measurementsFor(woman, 'imperial', 'en')).toEqual([
      { key: 'height', value: `5'10"` },
      { key: 'jeans', value: '36' },
      { key: 'bust', value: '33"' },
      { key: 'waist', value: '24"' },
      { key: 'hips', value: '35.5"' },
      { key: 'shoes', value: '38' },
      { key: 'hair', value: 'Dark Brown' },
      { key: 'eyes', value: 'Green' },
    ]);
  });

  it('lists a man’s measurements with the chest taken from bust', () => {
    expect(measurementsFor(man, 'metric', 'en')).toEqual([
      { key: 'height', value: '188' },
      { key: 'jeans', value: '42' },
      { key: 'chest', value: '100' },
      { key: 'shirt', value: '40' },
      { key: 'suit', value: '52' },
      { key: 'shoes', value: '43.5' },
      { key: 'hair', value: 'Black' },
      { key: 'eyes', value: 'Brown' },
    ]);
    const imperial = measurementsFor(man, 'imperial', 'en');
    expect(imperial.find((item) => item.key === 'height')?.value).toBe(`6'2"`);
    expect(imperial.find((item) => item.key === 'chest')?.value).toBe('39.5"');
    expect(imperial.map((item) => item.key)).not.toContain('waist');
  });

  it('falls back to the chest field when a man has no bust', () => {
    const list = measurementsFor({ gender: 'man', bust: null, chest: '98/38.5' }, 'metric', 'pt');
    expect(list).toEqual([{ key: 'chest', value: '98' }]);
  });

  it('omits null and blank values', () => {
    const list = measurementsFor({ ...woman, jeans: null, bust: '', waist: '   ', eyes: undefined }, 'metric', 'pt');
    expect(list.map((item) => item.key)).toEqual(['height', 'hips', 'shoes', 'hair']);
  });

  it('shows values without a slash as they are in both units', () => {
    const profile: MeasurementProfile = { gender: 'woman', height: '170', bust: '86' };
    expect(measurementsFor(profile, 'metric', 'pt')).toEqual([
      { key: 'height', value: '170' },
      { key: 'bust', value: '86' },
    ]);
    expect(measurementsFor(profile, 'imperial', 'pt')).toEqual([
      { key: 'height', value: '170' },
      { key: 'bust', value: '86' },
    ]);
  });

  it('shows 6 feet even as 6\'0"', () => {
    expect(measurementsFor({ gender: 'woman', height: '183/6.0' }, 'imperial', 'en')).toEqual([
      { key: 'height', value: `6'0"` },
    ]);
  });

  it('measures a talent without a gender as a woman (bust, waist, hips; no chest, shirt or suit)', () => {
    const unknown = { gender: null, bust: '84/33', chest: '98/38.5', shirt: '40' };
    expect(measurementsFor(unknown, 'metric', 'pt')).toEqual(measurementsFor({ ...unknown, gender: 'woman' }, 'metric', 'pt'));
    expect(measurementsFor(unknown, 'metric', 'pt').map((item) => item.key)).toEqual(['bust']);
  });

  it('keeps unknown colours as the panel sent them', () => {
    expect(measurementsFor({ gender: 'woman', hair: 'Azul Neon' }, 'metric', 'en')).toEqual([
      { key: 'hair', value: 'Azul Neon' },
    ]);
  });
});
