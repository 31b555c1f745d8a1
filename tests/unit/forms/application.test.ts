import { createApplicationSchema, isAcceptableBirthdate, PHOTO_SLOTS } from '@/lib/forms/application/schema';
import { schemaCodes } from '@/tests/unit/setup/schema-codes';

const today = new Date(2026, 5, 15, 12);
const schema = createApplicationSchema({ now: () => today });

const valid = {
  realname: 'Ana Souza',
  gender: 'woman',
  email: 'ana@example.com',
  height: '178/5.10',
  birthdate: '2001/04/17',
  accept: 'on',
};

const guardian = {
  guardian_name: 'Joana Souza',
  guardian_relation: 'mother',
  guardian_email: 'joana@example.com',
  guardian_phone: '+55 (11) 91234-5678',
  guardian_accept: 'on',
};

const codes = (input: unknown) => schemaCodes(schema, input);

describe('applicationSchema', () => {
  it('accepts the required fields alone, with Brazil as the default country', () => {
    const result = schema.parse(valid);
    expect(result).toMatchObject({
      realname: 'Ana Souza',
      gender: 'woman',
      email: 'ana@example.com',
      height: '178/5.10',
      birthdate: '2001/04/17',
      country: 'BR',
      accept: true,
    });
    expect(result.phone).toBeUndefined();
    expect(result.father).toBeUndefined();
  });

  it('accepts every optional field when valid', () => {
    const result = schema.parse({
      ...valid,
      father: 'Maria Souza',
      phone: '+55 (11) 98765-4321',
      instagr: '@ana',
      tiktok: '@ana.tt',
      weight: '60/132',
      bust: '86/34',
      waist: '61/24',
      hips: '90/35.5',
      jeans: '36',
      shoes: '38.5',
      country: 'pt',
      id_city: '3550308',
    });
    expect(result).toMatchObject({ phone: '+55 (11) 98765-4321', hips: '90/35.5', country: 'PT', id_city: '3550308' });
  });

  it('reports every missing required field', () => {
    expect(codes({})).toEqual({
      realname: 'required',
      gender: 'required',
      email: 'required',
      height: 'required',
      birthdate: 'required',
      accept: 'accept',
    });
  });

  it('treats blank required fields as missing', () => {
    expect(codes({ ...valid, realname: '  ', gender: '', height: '', birthdate: '' })).toEqual({
      realname: 'required',
      gender: 'required',
      height: 'required',
      birthdate: 'required',
    });
  });

  it('drops blank optional fields', () => {
    const result = schema.parse({ ...valid, father: '', phone: '', instagr: ' ', weight: '', country: '' });
    expect(result.father).toBeUndefined();
    expect(result.phone).toBeUndefined();
    expect(result.instagr).toBeUndefined();
    expect(result.weight).toBeUndefined();
    expect(result.country).toBe('BR');
  });

  it('rejects over-long names and handles', () => {
    expect(codes({ ...valid, realname: 'a'.repeat(121), father: 'b'.repeat(121), tiktok: 'c'.repeat(81) })).toEqual({
      realname: 'too_long',
      father: 'too_long',
      tiktok: 'too_long',
    });
  });

  it('rejects an invalid e-mail', () => {
    expect(codes({ ...valid, email: 'ana@example' })).toEqual({ email: 'email' });
  });

  it('rejects an unknown gender', () => {
    expect(codes({ ...valid, gender: 'other' })).toEqual({ gender: 'option' });
    expect(schema.parse({ ...valid, gender: 'undefined' }).gender).toBe('undefined');
  });

  it('rejects a phone that is incomplete or not a number of the chosen country', () => {
    expect(codes({ ...valid, phone: '+55 (11) 9876' })).toEqual({ phone: 'phone' });
    expect(codes({ ...valid, phone: '1198765432' })).toEqual({ phone: 'phone' });
    expect(codes({ ...valid, country: 'PT', phone: '11987654321' })).toEqual({ phone: 'phone' });
  });

  it('takes a phone of the chosen country typed without its code, and any number typed with +', () => {
    expect(codes({ ...valid, phone: '11987654321' })).toEqual({});
    expect(codes({ ...valid, country: 'PT', phone: '912 345 678' })).toEqual({});
    expect(codes({ ...valid, country: 'PT', phone: '+1 201 555 0123' })).toEqual({});
  });

  it('reports a wrong phone together with the other errors, not after them', () => {
    expect(codes({ ...valid, realname: '', gender: '', phone: '+351 912' })).toEqual({ realname: 'required', gender: 'required', phone: 'phone' });
  });

  it('rejects values that are not in their option list', () => {
    expect(
      codes({
        ...valid,
        height: '178',
        weight: '60',
        bust: '86/33',
        waist: '10/4',
        hips: '201/79',
        jeans: '33.5',
        shoes: '60.5',
      }),
    ).toEqual({
      height: 'option',
      weight: 'option',
      bust: 'option',
      waist: 'option',
      hips: 'option',
      jeans: 'option',
      shoes: 'option',
    });
  });

  it('rejects an unknown country', () => {
    expect(codes({ ...valid, country: 'XX' })).toEqual({ country: 'option' });
    expect(codes({ ...valid, country: 'Brazil' })).toEqual({ country: 'option' });
  });

  it('rejects a non-numeric city id', () => {
    expect(codes({ ...valid, id_city: 'São Paulo' })).toEqual({ id_city: 'option' });
  });

  describe('birthdate', () => {
    it('rejects dates in another format or that do not exist', () => {
      expect(codes({ ...valid, birthdate: '17-04-2001' })).toEqual({ birthdate: 'date' });
      expect(codes({ ...valid, birthdate: '30/02/2001' })).toEqual({ birthdate: 'date' });
      expect(codes({ ...valid, birthdate: '2001/02/30' })).toEqual({ birthdate: 'date' });
      expect(codes({ ...valid, birthdate: '2003/02/29' })).toEqual({ birthdate: 'date' });
      expect(codes({ ...valid, birthdate: '2001/4/17' })).toEqual({ birthdate: 'date' });
    });

    it('rejects a birthdate in the future', () => {
      expect(codes({ ...valid, birthdate: '2026/06/16' })).toEqual({ birthdate: 'date' });
      expect(codes({ ...valid, birthdate: '2030/01/01' })).toEqual({ birthdate: 'date' });
    });

    it('needs an age from 1 to 100', () => {
      expect(codes({ ...valid, birthdate: '2025/06/16' })).toEqual({ birthdate: 'date' });
      // A one-year-old applies with a guardian (tests/unit/application/guardian-rule.test.ts).
      expect(codes({ ...valid, ...guardian, birthdate: '2025/06/15' })).toEqual({});
      expect(codes({ ...valid, birthdate: '1925/06/16' })).toEqual({});
      expect(codes({ ...valid, birthdate: '1925/06/15' })).toEqual({ birthdate: 'date' });
    });

    it("refuses a guardian's e-mail that is the applicant's own, whatever its case or spaces", () => {
      const minor = { ...valid, ...guardian, birthdate: '2011/06/15' };
      expect(codes(minor)).toEqual({});
      expect(codes({ ...minor, guardian_email: 'ana@example.com' })).toEqual({ guardian_email: 'same_email' });
      expect(codes({ ...minor, guardian_email: ' ANA@Example.com ' })).toEqual({ guardian_email: 'same_email' });
      // An adult's empty guardian block is never compared.
      expect(codes({ ...valid, guardian_email: 'ana@example.com' })).toEqual({});
    });

    it('normalises a dashed date to yyyy/MM/dd', () => {
      expect(schema.parse({ ...valid, birthdate: '2001-04-17' }).birthdate).toBe('2001/04/17');
      // As typed in the field of a form posted without JavaScript.
      expect(schema.parse({ ...valid, birthdate: '17/04/2001' }).birthdate).toBe('2001/04/17');
    });

    it('checks against the current day when no clock is given', () => {
      expect(isAcceptableBirthdate('2001/04/17', new Date())).toBe(true);
      expect(isAcceptableBirthdate(`${new Date().getFullYear() + 1}/01/01`, new Date())).toBe(false);
    });
  });

  describe('accept', () => {
    it.each([['on'], ['true'], [true]])('takes %j as consent', (accept) => {
      expect(schema.parse({ ...valid, accept }).accept).toBe(true);
    });

    it.each([[undefined], [''], ['false'], [false], ['off']])('refuses %j', (accept) => {
      expect(codes({ ...valid, accept })).toEqual({ accept: 'accept' });
    });
  });

  it('rejects a filled honeypot', () => {
    expect(codes({ ...valid, website: 'spam' })).toEqual({ website: 'spam' });
  });

  it('has four photo slots', () => {
    expect(PHOTO_SLOTS).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
  });
});
