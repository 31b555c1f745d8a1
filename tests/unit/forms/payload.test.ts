import { createApplySchema, type ApplyInput } from '@/lib/forms/apply/schema';
import { countryOptions } from '@/lib/forms/options';
import { buildScoutedPayload } from '@/lib/forms/apply/panel-payload';
import { COUNTRY_CODES as PANEL_COUNTRIES } from '@/local-panel/entries';

const schema = createApplySchema({ now: () => new Date(2026, 5, 15, 12) });

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
const gif = new Blob([new TextEncoder().encode('GIF89a')], { type: 'image/gif' });

function input(overrides: Record<string, unknown> = {}): ApplyInput {
  return schema.parse({
    realname: 'Ana Souza',
    father: 'Maria Souza',
    gender: 'woman',
    email: 'ana@example.com',
    phone: '+55 (11) 98765-4321',
    instagr: '@ana',
    tiktok: '',
    weight: '',
    height: '178/5.10',
    bust: '86/34',
    waist: '',
    hips: '90/35.5',
    jeans: '',
    shoes: '38',
    birthdate: '2001-04-17',
    country: 'PT',
    accept: 'on',
    website: '',
    startedAt: '1767225600000',
    ...overrides,
  });
}

function names(body: FormData): string[] {
  return [...body.keys()];
}

describe('buildScoutedPayload', () => {
  it('sends each non-empty value under its own name, birthdate as yyyy/MM/dd', () => {
    const body = buildScoutedPayload(input(), {}, 'Responsável');
    expect(Object.fromEntries(body.entries())).toEqual({
      realname: 'Ana Souza',
      gender: 'woman',
      email: 'ana@example.com',
      phone: '+55 (11) 98765-4321',
      instagr: '@ana',
      height: '178/5.10',
      bust: '86/34',
      hips: '90/35.5',
      shoes: '38',
      birthdate: '2001/04/17',
      id_country: 'PT',
      contacts: '{"value":[{"poste":"father","name":"Maria Souza"}],"label":"Responsável"}',
    });
  });

  it('never sends accept, father, country or the anti-spam fields', () => {
    const sent = names(buildScoutedPayload(input(), { image_1: jpeg }, 'Responsável'));
    for (const field of ['accept', 'father', 'country', 'website', 'startedAt', 'tiktok', 'weight', 'waist', 'jeans']) {
      expect(sent).not.toContain(field);
    }
  });

  it('sends the default country and no contacts without a responsible person', () => {
    const body = buildScoutedPayload(input({ father: '', country: '' }), {}, 'Responsável');
    expect(body.get('id_country')).toBe('BR');
    expect(body.has('contacts')).toBe(false);
  });

  it('sends as id_country, for every country the form offers, a code the panel knows (ISO 3166-1 alpha-2)', () => {
    const offered = countryOptions('pt').map((option) => option.value);
    expect(offered).toHaveLength(249);
    const sent = offered.map((country) => buildScoutedPayload(input({ country }), {}, 'Responsável').get('id_country'));
    expect(sent.filter((code) => !PANEL_COUNTRIES.has(String(code)))).toEqual([]);
  });

  it('sends the city id when there is one', () => {
    expect(buildScoutedPayload(input({ id_city: '3550308' }), {}, 'x').get('id_city')).toBe('3550308');
  });

  it('appends the photos under their slots with generated names and types', async () => {
    const body = buildScoutedPayload(
      input(),
      { image_1: jpeg, image_2: png, image_3: gif, image_4: jpeg },
      'Responsável',
    );
    const files = ['image_1', 'image_2', 'image_3', 'image_4'].map((slot) => body.get(slot));
    expect(files.map((file) => (file instanceof File ? [file.name, file.type] : null))).toEqual([
      ['image_1.jpg', 'image/jpeg'],
      ['image_2.png', 'image/png'],
      ['image_3.gif', 'image/gif'],
      ['image_4.jpg', 'image/jpeg'],
    ]);
    const first = body.get('image_1') as File;
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('skips slots without a photo', () => {
    const sent = names(buildScoutedPayload(input(), { image_2: png }, 'x'));
    expect(sent.filter((name) => name.startsWith('image_'))).toEqual(['image_2']);
  });

  it('escapes the responsible person’s name inside the contacts JSON', () => {
    const body = buildScoutedPayload(input({ father: 'Zé "Pai" Souza' }), {}, 'Responsible');
    expect(body.get('contacts')).toBe('{"value":[{"poste":"father","name":"Zé \\"Pai\\" Souza"}],"label":"Responsible"}');
  });
});
