import 'server-only';
import { z } from 'zod';
import { tolerantList } from './tolerant-list';

// Every object is loose: the backends may add fields at any time and those must never break a page.
// Lists of talents, posts, slides and staff drop (and log) an item that fails its schema: one bad
// record must not empty the whole list (`tolerant-list.ts`).
// Absent and null both mean "not set".

const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A measurement may arrive as "178/5.10", 36 or null; blank means not set. */
const measurement = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    const text = String(value).trim();
    return text === '' ? null : text;
  });

/** A talent's measurements and colours as the backend sends them, in a profile or a package. */
export const measurementsShape = {
  height: measurement,
  bust: measurement,
  waist: measurement,
  hips: measurement,
  chest: measurement,
  jeans: measurement,
  shoes: measurement,
  shirt: measurement,
  suit: measurement,
  hair: measurement,
  eyes: measurement,
};

const optionalNumber = z
  .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)])
  .nullish()
  .transform((value) => value ?? null);

/** Laravel answers booleans as true, 1 or "1" depending on the column. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const listOrEmpty = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items): z.output<T>[] => items ?? []);

const dataOf = <T extends z.ZodType>(data: T) => z.looseObject({ data });

// Sign-in

export const integrationSignInSchema = z.looseObject({ access_token: z.string().nullish() });
export const panelLoginSchema = z.looseObject({ token: z.string().nullish() });

// Integration service

export const talentListItemSchema = z.looseObject({
  id,
  name: z.string(),
  gender: optionalText,
  cover: optionalText,
});

export const talentPageSchema = z.looseObject({
  data: tolerantList(talentListItemSchema, 'talent'),
  current_page: optionalNumber,
  last_page: optionalNumber,
  total: optionalNumber,
});

export const galleryPhotoSchema = z.looseObject({
  file: z.string(),
  width: optionalNumber,
  height: optionalNumber,
});

export const galleryVideoSchema = z.looseObject({
  provider: z.string(),
  file: z.string(),
});

export const skillSchema = z.looseObject({ id, name: z.string() });

export const profileSchema = z.looseObject({
  id,
  name: z.string(),
  gender: optionalText,
  cover: optionalText,
  cover2: optionalText,
  birthdate: optionalText,
  ...measurementsShape,
  categories: z.array(z.string()).optional(),
  skills: z.array(skillSchema).optional(),
  book: listOrEmpty(galleryPhotoSchema),
  snap: listOrEmpty(galleryPhotoSchema),
  polaroids: listOrEmpty(galleryPhotoSchema),
  video: listOrEmpty(galleryVideoSchema),
});

export const profileResponseSchema = dataOf(profileSchema);

export const attributeOptionSchema = z.looseObject({
  value: z.union([z.string(), z.number()]).transform(String),
  label: z.string(),
});

export const attributesResponseSchema = dataOf(
  z.looseObject({
    hair: listOrEmpty(attributeOptionSchema),
    eyes: listOrEmpty(attributeOptionSchema),
    categories: listOrEmpty(attributeOptionSchema),
    // The range the roster holds, in cm; a service without it leaves the height filter to a wide default.
    height: z
      .looseObject({ min: z.number().int().positive(), max: z.number().int().positive() })
      .refine((range) => range.min <= range.max)
      .optional()
      .catch(undefined),
  }),
);

// Panel

export const slideSchema = z.looseObject({
  id,
  image_desktop: optionalText,
  image_mobile: optionalText,
  title: optionalText,
  link: optionalText,
});

export const slidesResponseSchema = dataOf(tolerantList(slideSchema, 'slide'));

export const staffMemberSchema = z.looseObject({
  id,
  name: z.string(),
  email: optionalText,
  instagram: optionalText,
  assistant: optionalText,
  role: z.string(),
  active: flag,
});

export const staffResponseSchema = dataOf(tolerantList(staffMemberSchema, 'staff member'));

export const websiteTextSchema = z.looseObject({
  key: z.string(),
  value: z
    .record(z.string(), z.string().nullish())
    .nullish()
    .transform((value) => value ?? {}),
});

export const websiteTextsResponseSchema = dataOf(z.array(websiteTextSchema));

export const websiteImageSchema = z.looseObject({
  key: z.string(),
  file: optionalText,
});

export const websiteImagesResponseSchema = dataOf(z.array(websiteImageSchema));

export const customizationsResponseSchema = dataOf(z.record(z.string(), z.unknown()));

export const socialMediaSchema = z.looseObject({
  name: z.string(),
  url: optionalText,
});

export const socialMediasResponseSchema = dataOf(z.array(socialMediaSchema));

export const postSummarySchema = z.looseObject({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: optionalText,
  cover: optionalText,
  published_at: optionalText,
});

export const postPageSchema = z.looseObject({
  data: tolerantList(postSummarySchema, 'post'),
  current_page: optionalNumber,
  last_page: optionalNumber,
  total: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
});

export const postSchema = postSummarySchema.extend({
  body: optionalText,
});

export const postResponseSchema = dataOf(postSchema);

export const entryCreatedSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
});
