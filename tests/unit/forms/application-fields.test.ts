import { describe, expect, it } from 'vitest';
import { DRAFT_FIELDS } from '@/lib/forms/application/draft';
import { applicationSchema } from '@/lib/forms/application/schema';
import { APPLICATION_DIRECT_FIELDS, APPLICATION_TEXT_FIELDS, APPLICATION_VISITOR_FIELDS } from '@/lib/forms/application/fields';
import { APPLICATION_ON_SCREEN, APPLICATION_RESULT, PHOTO_SLOTS } from '@/lib/forms/application/rules';
import { readResultQuery } from '@/lib/forms/result';

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

describe('the page that lists what to fix in an application', () => {
  it('can name every answer, photo and consent box of the form, each once', () => {
    expect([...APPLICATION_ON_SCREEN].sort()).toEqual([...APPLICATION_VISITOR_FIELDS, ...PHOTO_SLOTS, 'accept', 'guardian_accept'].sort());
  });

  it('lists them in the order the form shows them, whatever order the address gives', () => {
    const { problems } = readResultQuery(APPLICATION_RESULT, {
      reason: 'invalid',
      fields: 'accept:accept,image_3:unreadable,height:required,email:email,birthdate:date,realname:required,guardian_email:same_email',
    });
    expect(problems).toEqual([
      { field: 'realname', code: 'required' },
      { field: 'birthdate', code: 'date' },
      { field: 'email', code: 'email' },
      { field: 'guardian_email', code: 'same_email' },
      { field: 'height', code: 'required' },
      { field: 'image_3', code: 'unreadable' },
      { field: 'accept', code: 'accept' },
    ]);
  });
});
