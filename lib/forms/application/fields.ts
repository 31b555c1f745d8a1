/**
 * The application's text answers, in the form's order: the one list the draft, the payload for the
 * panel, the form's empty values and the schema's keys are derived from (a unit test holds the
 * schema to it). Photos (`image_1` … `image_4`), the consent boxes (`accept`, `guardian_accept`) and the
 * honeypot are not answers.
 */
export const APPLICATION_TEXT_FIELDS = [
  'realname',
  'father',
  'gender',
  'email',
  'phone',
  'instagr',
  'tiktok',
  'weight',
  'height',
  'bust',
  'waist',
  'hips',
  'jeans',
  'shoes',
  'birthdate',
  'country',
  'id_city',
  // The parent or legal guardian, asked for an applicant under 18 on the day they send (./guardian.ts).
  'guardian_name',
  'guardian_relation',
  'guardian_email',
  'guardian_phone',
] as const;
export type ApplicationTextField = (typeof APPLICATION_TEXT_FIELDS)[number];

/** Answers the visitor types or picks (kept in the draft): all but the city id, which no control sets. */
export const APPLICATION_VISITOR_FIELDS = APPLICATION_TEXT_FIELDS.filter(
  (field): field is Exclude<ApplicationTextField, 'id_city'> => field !== 'id_city',
);

/**
 * Answers the panel gets in another shape: phone in international form, father or the guardian inside
 * `contacts`, country as `id_country`.
 */
export const APPLICATION_MAPPED_FIELDS = ['phone', 'father', 'country', 'guardian_name', 'guardian_relation', 'guardian_email', 'guardian_phone'] as const;
type MappedField = (typeof APPLICATION_MAPPED_FIELDS)[number];

/** Answers sent to the panel under their own names when not empty. */
export const APPLICATION_DIRECT_FIELDS = APPLICATION_TEXT_FIELDS.filter(
  (field): field is Exclude<ApplicationTextField, MappedField> => !(APPLICATION_MAPPED_FIELDS as readonly string[]).includes(field),
);
