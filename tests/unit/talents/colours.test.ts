import { colourFromValue, colourOptions, eyeColours, hairColours, translateColour } from '@/lib/talents/colours';

describe('colour table', () => {
  it('holds 25 hair colours and 17 eye colours with unique values and labels', () => {
    expect(hairColours).toHaveLength(25);
    expect(eyeColours).toHaveLength(17);
    for (const table of [hairColours, eyeColours]) {
      expect(new Set(table.map((colour) => colour.value)).size).toBe(table.length);
      expect(new Set(table.map((colour) => colour.pt)).size).toBe(table.length);
    }
  });

  it('lists the eye colours of the specification in order', () => {
    expect(eyeColours.map((colour) => colour.value)).toEqual([
      'Hazel', 'Blue', 'Blue Grey', 'Light Blue', 'Blue Green', 'Brown', 'Brown Coffee', 'Light Brown',
      'Dark Brown', 'Green Brown', 'Grey', 'Honey', 'Black', 'Green', 'Green Grey', 'Green Olive', 'Amber',
    ]);
    expect(eyeColours.map((colour) => colour.pt)).toEqual([
      'Avelã', 'Azul', 'Azul Acinzentado', 'Azul Claro', 'Azul Esverdeado', 'Castanho', 'Castanho Café',
      'Castanho Claro', 'Castanho Escuro', 'Verde Acastanhado', 'Cinza', 'Mel', 'Preto', 'Verde',
      'Verde Acinzentado', 'Verde Oliva', 'Âmbar',
    ]);
  });

  it('pairs the hair colours named by the specification', () => {
    expect(colourFromValue('hair', 'Blonde')?.pt).toBe('Loiro');
    expect(colourFromValue('hair', 'Black')?.pt).toBe('Preto');
    expect(colourFromValue('hair', 'Red')?.pt).toBe('Vermelho');
  });
});

describe('translateColour', () => {
  for (const [kind, table] of [['hair', hairColours], ['eyes', eyeColours]] as const) {
    for (const colour of table) {
      it(`translates ${kind} '${colour.pt}' to '${colour.en}' in English and keeps it in Portuguese`, () => {
        expect(translateColour(kind, colour.pt, 'en')).toBe(colour.en);
        expect(translateColour(kind, colour.pt, 'pt')).toBe(colour.pt);
        expect(translateColour(kind, colour.value, 'pt')).toBe(colour.pt);
        expect(colourFromValue(kind, colour.value)).toBe(colour);
      });
    }
  }

  it('ignores case, accents and extra spaces in the panel name', () => {
    expect(translateColour('eyes', 'avela', 'en')).toBe('Hazel');
    expect(translateColour('eyes', 'AMBAR', 'en')).toBe('Amber');
    expect(translateColour('hair', '  castanho   escuro ', 'en')).toBe('Dark Brown');
    expect(translateColour('eyes', 'Castanho Cafe', 'pt')).toBe('Castanho Café');
  });

  it('translates the same Portuguese name per kind', () => {
    expect(translateColour('hair', 'Cinza', 'en')).toBe('Grey');
    expect(translateColour('hair', 'Castanho', 'en')).toBe('Brown');
    expect(translateColour('eyes', 'Castanho', 'es')).toBe('Marrón');
    expect(translateColour('hair', 'Castanho', 'es')).toBe('Castaño');
  });

  it('returns unknown names as given', () => {
    expect(translateColour('hair', 'Arco-íris', 'en')).toBe('Arco-íris');
    expect(translateColour('eyes', '', 'en')).toBe('');
    expect(colourFromValue('eyes', 'Violet')).toBeNull();
  });
});

describe('colourOptions', () => {
  it('uses English values with Portuguese labels in pt and English labels in en', () => {
    const pt = colourOptions('hair', 'pt');
    const en = colourOptions('hair', 'en');
    expect(pt).toHaveLength(25);
    expect(pt[0]).toEqual({ value: 'Blonde', label: 'Loiro' });
    expect(en[0]).toEqual({ value: 'Blonde', label: 'Blonde' });
    expect(colourOptions('eyes', 'pt').at(-1)).toEqual({ value: 'Amber', label: 'Âmbar' });
  });

  it('gives Spanish labels in es with the same English values', () => {
    const es = colourOptions('eyes', 'es');
    expect(es.map((option) => option.value)).toEqual(eyeColours.map((colour) => colour.value));
    expect(es[0]).toEqual({ value: 'Hazel', label: 'Avellana' });
  });
});
