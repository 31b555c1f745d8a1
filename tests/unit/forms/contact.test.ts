import { contactSchema } from '@/lib/forms/contact/schema';
import { schemaCodes } from '@/tests/unit/setup/schema-codes';

const valid = { name: 'Ana Souza', email: 'ana@example.com', phone: '+55 11 98765-4321', message: 'Olá!' };

const codes = (input: unknown) => schemaCodes(contactSchema, input);

describe('contactSchema', () => {
  it('accepts a complete message and trims the fields', () => {
    const result = contactSchema.parse({ ...valid, name: '  Ana Souza  ', email: ' ana@example.com ' });
    expect(result).toMatchObject({ ...valid });
  });

  it('requires every field', () => {
    expect(codes({})).toEqual({ name: 'required', email: 'required', phone: 'required', message: 'required' });
  });

  it('treats blank fields as missing', () => {
    expect(codes({ ...valid, name: '   ', message: '' })).toEqual({ name: 'required', message: 'required' });
  });

  it('rejects an invalid e-mail', () => {
    expect(codes({ ...valid, email: 'ana@' })).toEqual({ email: 'email' });
    expect(codes({ ...valid, email: 'ana example.com' })).toEqual({ email: 'email' });
  });

  it('rejects over-long fields', () => {
    expect(codes({ ...valid, name: 'a'.repeat(121) })).toEqual({ name: 'too_long' });
    expect(codes({ ...valid, phone: '1'.repeat(41) })).toEqual({ phone: 'too_long' });
    expect(codes({ ...valid, message: 'a'.repeat(5001) })).toEqual({ message: 'too_long' });
    expect(codes({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'too_long' });
    expect(codes({ ...valid, name: 'a'.repeat(120), message: 'a'.repeat(5000) })).toEqual({});
  });

  it('rejects a filled honeypot and accepts an empty one', () => {
    expect(codes({ ...valid, website: 'http://spam.test' })).toEqual({ website: 'spam' });
    expect(codes({ ...valid, website: '' })).toEqual({});
  });
});
