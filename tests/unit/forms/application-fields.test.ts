import { describe, expect, it } from 'vitest';
import { DRAFT_FIELDS } from '@/lib/forms/application/draft';
import { applicationSchema } from '@/lib/forms/application/schema';
import { APPLICATION_DIRECT_FIELDS, APPLICATION_TEXT_FIELDS } from '@/lib/forms/application/fields';

describe('the application’s one field list', () => {
  it('is what the schema validates, besides the consent boxes and the honeypot', () => {
    expect(Object.keys(applicationSchema.def.out.shape).sort()).toEqual([...APPLICATION_TEXT_FIELDS, 'accept', 'guardian_accept', 'website'].sort());
  });

  it('keeps in the draft every answer the visitor gives, and nothing else', () => {
    expect([...DRAFT_FIELDS].sort()).toEqual(APPLICATION_TEXT_FIELDS.filter((field) => field !== 'id_city').sort());
  });

  it('sends to the panel under their own names all answers but phone, father and country', () => {
    expect([...APPLICATION_DIRECT_FIELDS].sort()).toEqual(
      ['realname', 'gender', 'email', 'instagr', 'tiktok', 'weight', 'height', 'bust', 'waist', 'hips', 'jeans', 'shoes', 'birthdate', 'id_city'].sort(),
    );
  });
});
