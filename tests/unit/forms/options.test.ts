import { countryOptions, genderValues, measureOptions, type Option } from '@/lib/forms/options';
import { colourOptions } from '@/lib/talents/colours';

const values = (options: Option[]) => options.map((option) => option.value);
const find = (options: Option[], prefix: string) => options.find((option) => option.value.startsWith(`${prefix}/`));

describe('height options', () => {
  const options = measureOptions('height');

  it('runs from 30 cm to 200 cm, 171 entries', () => {
    expect(options).toHaveLength(171);
    expect(options[0]).toEqual({ value: '30/1.0', label: `30cm / 1'0"` });
    expect(options.at(-1)).toEqual({ value: '200/6.7', label: `200cm / 6'7"` });
  });

  it('converts to feet and inches', () => {
    expect(find(options, '178')).toEqual({ value: '178/5.10', label: `178cm / 5'10"` });
    expect(find(options, '183')).toEqual({ value: '183/6.0', label: `183cm / 6'0"` });
    expect(find(options, '152')?.value).toBe('152/5.0');
    expect(find(options, '155')?.value).toBe('155/5.1');
  });
});

describe('inch options', () => {
  it('bust runs 65..200 with half-inch conversions', () => {
    const options = measureOptions('bust');
    expect(options).toHaveLength(136);
    expect(options[0]).toEqual({ value: '65/25.5', label: '65cm / 25.5"' });
    expect(find(options, '86')).toEqual({ value: '86/34', label: '86cm / 34"' });
    expect(find(options, '90')).toEqual({ value: '90/35.5', label: '90cm / 35.5"' });
    expect(options.at(-1)?.value).toBe('200/78.5');
  });

  it('waist and hips run 20..200', () => {
    for (const options of [measureOptions('waist'), measureOptions('hips')]) {
      expect(options).toHaveLength(181);
      expect(options[0]).toEqual({ value: '20/8', label: '20cm / 8"' });
      expect(find(options, '61')?.value).toBe('61/24');
      expect(options.at(-1)?.value).toBe('200/78.5');
    }
  });
});

describe('weight options', () => {
  it('runs 3..200 kg with pounds', () => {
    const options = measureOptions('weight');
    expect(options).toHaveLength(198);
    expect(options[0]).toEqual({ value: '3/7', label: '3kg / 7lb' });
    expect(find(options, '60')).toEqual({ value: '60/132', label: '60kg / 132lb' });
    expect(options.at(-1)).toEqual({ value: '200/441', label: '200kg / 441lb' });
  });
});

describe('size options', () => {
  it('jeans run 34..60 in half steps, 53 entries', () => {
    const options = measureOptions('jeans');
    expect(options).toHaveLength(53);
    expect(options[0]).toEqual({ value: '34', label: '34' });
    expect(options[1]).toEqual({ value: '34.5', label: '34.5' });
    expect(options.at(-1)).toEqual({ value: '60', label: '60' });
  });

  it('shoes run 1..60 in half steps, 119 entries', () => {
    for (const options of [measureOptions('shoes')]) {
      expect(options).toHaveLength(119);
      expect(options[0]).toEqual({ value: '1', label: '1' });
      expect(values(options)).toContain('38.5');
      expect(options.at(-1)).toEqual({ value: '60', label: '60' });
    }
  });
});

describe('gender and colours', () => {
  it('offers woman, man and undefined', () => {
    expect(genderValues).toEqual(['woman', 'man', 'undefined']);
  });

  it('re-exports the colour options', () => {
    expect(colourOptions('hair', 'pt')).toHaveLength(25);
    expect(colourOptions('eyes', 'en')).toHaveLength(17);
  });
});

describe('countryOptions', () => {
  it('puts Brazil first, named in the visitor’s language', () => {
    expect(countryOptions('pt')[0]).toEqual({ value: 'BR', label: 'Brasil' });
    expect(countryOptions('en')[0]).toEqual({ value: 'BR', label: 'Brazil' });
  });

  it('lists every ISO country once, the rest in alphabetical order', () => {
    const options = countryOptions('pt');
    expect(options).toHaveLength(249);
    expect(new Set(values(options)).size).toBe(249);
    expect(values(options)).toEqual(expect.arrayContaining(['PT', 'US', 'AO', 'FR']));
    const rest = options.slice(1).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'pt')));
    expect(options.find((option) => option.value === 'DE')?.label).toBe('Alemanha');
  });
});
