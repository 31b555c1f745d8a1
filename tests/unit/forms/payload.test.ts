import { createApplicationSchema, type ApplicationInput } from '@/lib/forms/application/schema';
import { countryOptions } from '@/lib/forms/options';
import { scoutedParts, type ScoutedParts } from '@/lib/forms/application/panel-payload';
import { COUNTRY_CODES as PANEL_COUNTRIES } from '@/local-panel/entries';

const schema = createApplicationSchema({ now: () => new Date(2026, 5, 15, 12) });

const jpeg = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), type: 'image/jpeg' };
const png = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: 'image/png' };
const gif = { bytes: new TextEncoder().encode('GIF89a'), type: 'image/gif' };

function input(overrides: Record<string, unknown> = {}): ApplicationInput {
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

function names(parts: ScoutedParts): string[] {
  return [...parts.fields.map(([name]) => name), ...parts.files.map((file) => file.field)];
}

const text = (parts: ScoutedParts) => Object.fromEntries(parts.fields);

const CONSENT = '{"schema":1}';
const ADULT = { minor: false, consent: CONSENT };

describe('scoutedParts', () => {
  it('sends each non-empty value under its own name, birthdate as yyyy/MM/dd', () => {
    expect(text(scoutedParts(input(), {}, 'Responsável', ADULT))).toEqual({
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
      consent: CONSENT,
    });
  });

  it('never sends accept, father, country or the anti-spam fields', () => {
    const sent = names(scoutedParts(input(), { image_1: jpeg }, 'Responsável', ADULT));
    for (const field of ['accept', 'father', 'country', 'website', 'startedAt', 'tiktok', 'weight', 'waist', 'jeans']) {
      expect(sent).not.toContain(field);
    }
  });

  it('sends the default country and no contacts without a responsible person', () => {
    const body = text(scoutedParts(input({ father: '', country: '' }), {}, 'Responsável', ADULT));
    expect(body.id_country).toBe('BR');
    expect(body).not.toHaveProperty('contacts');
  });

  it('sends as id_country, for every country the form offers, a code the panel knows (ISO 3166-1 alpha-2)', () => {
    const offered = countryOptions('pt').map((option) => option.value);
    expect(offered).toHaveLength(249);
    const sent = offered.map((country) => text(scoutedParts(input({ country }), {}, 'Responsável', ADULT)).id_country);
    expect(sent.filter((code) => !PANEL_COUNTRIES.has(String(code)))).toEqual([]);
  });

  it('sends the city id when there is one', () => {
    expect(text(scoutedParts(input({ id_city: '3550308' }), {}, 'x', ADULT)).id_city).toBe('3550308');
  });

  it('puts the photos under their slots with generated names and types, their bytes as received', () => {
    const { files } = scoutedParts(input(), { image_1: jpeg, image_2: png, image_3: gif, image_4: jpeg }, 'Responsável', ADULT);
    expect(files.map((file) => [file.field, file.name, file.type])).toEqual([
      ['image_1', 'image_1.jpg', 'image/jpeg'],
      ['image_2', 'image_2.png', 'image/png'],
      ['image_3', 'image_3.gif', 'image/gif'],
      ['image_4', 'image_4.jpg', 'image/jpeg'],
    ]);
    expect(files[0]!.bytes).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('skips slots without a photo', () => {
    const sent = names(scoutedParts(input(), { image_2: png }, 'x', ADULT));
    expect(sent.filter((name) => name.startsWith('image_'))).toEqual(['image_2']);
  });

  it('escapes the responsible person’s name inside the contacts JSON', () => {
    const body = text(scoutedParts(input({ father: 'Zé "Pai" Souza' }), {}, 'Responsible', ADULT));
    expect(body.contacts).toBe('{"value":[{"poste":"father","name":"Zé \\"Pai\\" Souza"}],"label":"Responsible"}');
  });

  it('puts a minor\'s guardian inside contacts, relationship as poste, phone with its code, and never the father field', () => {
    const minor = input({
      birthdate: '2011/03/02',
      country: 'BR',
      guardian_name: 'Joana Souza',
      guardian_relation: 'mother',
      guardian_email: 'joana@example.com',
      guardian_phone: '(21) 3333-4444',
      guardian_accept: 'true',
    });
    const body = text(scoutedParts(minor, {}, 'Responsável', { minor: true, consent: CONSENT }));
    expect(JSON.parse(body.contacts!)).toEqual({
      value: [{ poste: 'mother', name: 'Joana Souza', email: 'joana@example.com', phone: '+55 (21) 3333-4444' }],
      label: 'Responsável',
    });
    expect(body.consent).toBe(CONSENT);
    for (const field of ['father', 'guardian_name', 'guardian_relation', 'guardian_email', 'guardian_phone', 'guardian_accept']) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it('sends no guardian for an adult, whatever the hidden guardian fields hold', () => {
    const body = text(scoutedParts(input({ guardian_name: 'Joana', guardian_relation: 'mother' }), {}, 'x', ADULT));
    expect(JSON.parse(body.contacts!).value).toEqual([{ poste: 'father', name: 'Maria Souza' }]);
  });
});
