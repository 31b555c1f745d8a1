import { createApplicationSchema } from '@/lib/forms/application/schema';
import { countryFromName, measureFromNumber, TYPED_ANSWERS, typedRange } from '@/lib/forms/application/typed-answers';
import { schemaCodes } from '@/tests/unit/setup/schema-codes';
import { measureOptions } from '@/lib/forms/options';

const schema = createApplicationSchema({ now: () => new Date(2026, 5, 15, 12) });

/** A page without JavaScript: the long lists' selects post their first choice, the typed answers beside them. */
const withoutScript = {
  realname: 'Ana Souza',
  gender: 'woman',
  email: 'ana@example.com',
  birthdate: '2001/04/17',
  accept: 'on',
  country: 'BR',
  height: '',
  weight: '',
  bust: '',
  waist: '',
  hips: '',
  jeans: '',
  shoes: '',
};

const codes = (input: unknown) => schemaCodes(schema, input);

describe('typed answers of the long lists (a page without JavaScript)', () => {
  it('are checked by the one schema as the lists’ own answers: 170 cm is 170/5.7, a comma is a decimal point', () => {
    const result = schema.parse({
      ...withoutScript,
      height_cm: '170',
      weight_kg: '58',
      bust_cm: '84',
      waist_cm: '61',
      hips_cm: '90',
      jeans_size: '38',
      shoes_size: '37,5',
      country_name: 'Portugal',
    });
    expect(result).toMatchObject({ height: '170/5.7', weight: '58/128', bust: '84/33', waist: '61/24', hips: '90/35.5', jeans: '38', shoes: '37.5', country: 'PT' });
    // The typed answers themselves go no further than the check.
    expect(Object.keys(result).some((key) => Object.values(TYPED_ANSWERS).includes(key as never))).toBe(false);
  });

  it('leave the answers alone when none was typed: height is still required, Brazil the default country', () => {
    expect(codes(withoutScript)).toEqual({ height: 'required' });
    expect(schema.parse({ ...withoutScript, height_cm: ' 178 ' })).toMatchObject({ height: '178/5.10', country: 'BR', weight: undefined });
  });

  it('refuse a number outside the list, or no number at all, as the list refuses an option it does not have', () => {
    expect(codes({ ...withoutScript, height_cm: '250' })).toEqual({ height: 'option' });
    expect(codes({ ...withoutScript, height_cm: '170', weight_kg: 'sessenta' })).toEqual({ weight: 'option' });
    expect(codes({ ...withoutScript, height_cm: '170', jeans_size: '38.2' })).toEqual({ jeans: 'option' });
    expect(codes({ ...withoutScript, height_cm: '170', country_name: 'Atlântida' })).toEqual({ country: 'option' });
  });

  it('name a country in Portuguese, English or Spanish, accents and case aside, or by its code', () => {
    for (const typed of ['Alemanha', 'germany', 'ALEMANIA', 'de']) expect(countryFromName(typed)).toBe('DE');
    expect(countryFromName('estados unidos')).toBe('US');
    expect(countryFromName('Sao Tome e Principe')).toBe('ST');
    expect(countryFromName('  brasil ')).toBe('BR');
    expect(countryFromName('Narnia')).toBe('Narnia');
  });

  it('take a whole number of cm or kg, or a size in half steps, within each list’s range', () => {
    expect(typedRange('height')).toEqual({ min: 30, max: 200, step: 1 });
    expect(typedRange('shoes')).toEqual({ min: 1, max: 60, step: 0.5 });
    expect(measureFromNumber('height', '30')).toBe(measureOptions('height')[0]!.value);
    expect(measureFromNumber('height', '200.0')).toBe(measureOptions('height').at(-1)!.value);
    expect(measureFromNumber('jeans', '34.5')).toBe(measureOptions('jeans')[1]!.value);
    expect(measureFromNumber('height', '29')).toBe('29');
  });
});
