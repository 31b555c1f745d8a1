import 'server-only';
import { z } from 'zod';
import { parseIsoDate } from '@/lib/talents/age';
import { instagramHandle } from '@/lib/talents/casting';
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

// Casting-ready fields (docs/contract.md): each one optional, and one the site cannot read is taken
// as not set rather than failing the profile or the roster it came with.

/** Any value, absent included, read by `read` (which returns null for what it cannot use). */
const readAny = <T>(read: (value: unknown) => T) => z.unknown().optional().transform(read);

/** `2026-10`, or a date or time in that month (`2026-10-03`): the year and month, else null. */
const yearMonth = readAny((value): string | null => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})(?:-\d{2}(?:[T ].*)?)?$/.exec(value.trim()) : null;
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${match[2]}` : null;
});

/** A calendar date `2026-12-20` (a time after it is ignored), else null. */
const calendarDate = readAny((value): string | null => {
  const date = typeof value === 'string' ? parseIsoDate(value) : null;
  return date ? `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}` : null;
});

/** A short name (a city, an agency): trimmed; blank or longer than `max` is not set. */
const shortText = (max: number) =>
  readAny((value): string | null => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text !== '' && text.length <= max ? text : null;
  });

/** An absolute http(s) address, else null: nothing else becomes a link. */
const webAddress = readAny((value): string | null => {
  if (typeof value !== 'string' || value.length > 2_000) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
});

/** A whole count (followers), else null. */
const count = readAny((value): number | null => {
  const number = typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
});

const notSet = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null);

export const locationSchema = notSet(
  z.looseObject({
    in_town: flag,
    city: shortText(80),
    until: calendarDate,
  }),
);

export const motherAgencySchema = notSet(
  z.looseObject({
    name: z.string().transform((name, context) => {
      const text = name.trim();
      if (text === '' || text.length > 120) {
        context.addIssue({ code: 'custom', message: 'no usable name' });
        return z.NEVER;
      }
      return text;
    }),
    url: webAddress,
  }),
);

export const instagramSchema = notSet(
  z.looseObject({
    handle: z.string().transform((raw, context) => {
      const handle = instagramHandle(raw);
      if (handle === null) {
        context.addIssue({ code: 'custom', message: 'not an Instagram handle' });
        return z.NEVER;
      }
      return handle;
    }),
    followers: count,
  }),
);

export const talentListItemSchema = z.looseObject({
  id,
  name: z.string(),
  gender: optionalText,
  cover: optionalText,
  location: locationSchema,
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
  taken_at: yearMonth,
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
  measured_at: yearMonth,
  location: locationSchema,
  mother_agency: motherAgencySchema,
  instagram: instagramSchema,
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
