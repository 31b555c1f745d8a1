import 'server-only';
import { z } from 'zod';
import { galleryPhotoSchema, galleryVideoSchema, measurementsShape } from '@/lib/api/schemas';

// Loose like every backend answer: extra fields are ignored, absent and null mean "not set".

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const measurementsSchema = z
  .looseObject(measurementsShape)
  .nullish()
  .transform((value) => value ?? {});

// An availability the site cannot read (an unknown status, a wrong shape) is no availability, never a failed package.
const availabilitySchema = z
  .looseObject({ status: z.string(), dates: z.string().nullish() })
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

export const packageTalentSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  name: z.string(),
  gender: text,
  cover: text,
  note: text,
  measurements: measurementsSchema,
  photos: z.array(galleryPhotoSchema).nullish().transform((value) => value ?? []),
  video: z.array(galleryVideoSchema).nullish().transform((value) => value ?? []),
  availability: availabilitySchema,
});

export const packageResponseSchema = z.looseObject({
  data: z.looseObject({
    token: z.string(),
    title: z.string(),
    message: text,
    locale: z.string().nullish(),
    created_at: text,
    expires_at: text,
    booker: z
      .looseObject({ name: text, email: text, phone: text })
      .nullish()
      .transform((value) => value ?? { name: null, email: null, phone: null }),
    talents: z.array(packageTalentSchema),
  }),
});

export type RawPackage = z.output<typeof packageResponseSchema>['data'];
