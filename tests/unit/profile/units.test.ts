import { displayMeasurement, hasImperialValues, parseUnit } from '@/lib/roster/units';
import { measurementsFor } from '@/lib/talents/measurements';
import { personJsonLd, serializeJsonLd } from '@/lib/roster/person-json-ld';

const ana = {
  gender: 'woman' as const,
  height: '178/5.10',
  bust: '84/33',
  waist: '61/24',
  hips: '90/35.5',
  jeans: '36',
  shoes: '38',
  hair: 'Castanho Escuro',
  eyes: 'Verde',
};

describe('measurement units', () => {
  it('is metric unless imperial was chosen', () => {
    expect(parseUnit('imperial')).toBe('imperial');
    expect(parseUnit('metric')).toBe('metric');
    expect(parseUnit(null)).toBe('metric');
    expect(parseUnit('furlongs')).toBe('metric');
  });

  it('writes centimetres after lengths only', () => {
    const shown = measurementsFor(ana, 'metric', 'pt').map((item) => displayMeasurement(item, 'metric'));
    expect(shown).toEqual(['178 cm', '36', '84 cm', '61 cm', '90 cm', '38', 'Castanho Escuro', 'Verde']);
  });

  it('shows feet and inches as the panel gives them, and says which system the sizes that stay are in', () => {
    const shown = measurementsFor(ana, 'imperial', 'en').map((item) => displayMeasurement(item, 'imperial'));
    expect(shown).toEqual([`5'10"`, 'BR 36', '33"', '24"', '35.5"', 'EU 38', 'Dark Brown', 'Green']);
    // A size the panel already wrote with its system stays as written.
    expect(displayMeasurement({ key: 'shoes', value: 'US 8' }, 'imperial')).toBe('US 8');
  });

  it('offers the switch only when a value differs between units', () => {
    expect(hasImperialValues(measurementsFor(ana, 'metric', 'pt'), measurementsFor(ana, 'imperial', 'pt'))).toBe(true);
    const sizesOnly = { gender: 'woman' as const, jeans: '36', shoes: '38' };
    expect(hasImperialValues(measurementsFor(sizesOnly, 'metric', 'pt'), measurementsFor(sizesOnly, 'imperial', 'pt'))).toBe(false);
  });
});

describe('person JSON-LD', () => {
  it('describes the talent with height in centimetres', () => {
    const data = personJsonLd({
      name: 'Ana Souza',
      url: 'https://site.example/modelos/12/ana-souza',
      image: 'https://panel.example/storage/c.jpg',
      gender: 'woman',
      description: 'Ana Souza',
      heightCm: '178',
      organization: { name: 'Agência Exemplo', url: 'https://site.example' },
    });
    expect(data).toMatchObject({
      '@type': 'Person',
      name: 'Ana Souza',
      gender: 'Female',
      image: 'https://panel.example/storage/c.jpg',
      height: { '@type': 'QuantitativeValue', value: 178, unitCode: 'CMT' },
    });
  });

  it('names the mother agency beside the agency and links the talent’s own account', () => {
    const base = {
      name: 'Olívia Teixeira',
      url: 'https://site.example/modelos/17/olivia-teixeira',
      image: null,
      gender: 'woman' as const,
      description: 'Olívia Teixeira',
      heightCm: null,
      organization: { name: 'Agência Exemplo', url: 'https://site.example' },
    };
    expect(personJsonLd({ ...base, motherAgency: { name: 'Studio Nord', url: 'https://nord.example/' }, sameAs: ['https://www.instagram.com/olivia/'] })).toMatchObject({
      affiliation: [
        { '@type': 'Organization', name: 'Agência Exemplo', url: 'https://site.example' },
        { '@type': 'Organization', name: 'Studio Nord', url: 'https://nord.example/' },
      ],
      sameAs: ['https://www.instagram.com/olivia/'],
    });
    const plain = personJsonLd({ ...base, motherAgency: null });
    expect(plain.affiliation).toEqual({ '@type': 'Organization', name: 'Agência Exemplo', url: 'https://site.example' });
    expect(plain).not.toHaveProperty('sameAs');
    expect(personJsonLd({ ...base, motherAgency: { name: 'Atelier Sul', url: null } }).affiliation).toEqual([
      { '@type': 'Organization', name: 'Agência Exemplo', url: 'https://site.example' },
      { '@type': 'Organization', name: 'Atelier Sul' },
    ]);
  });

  it('cannot close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
