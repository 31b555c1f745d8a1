import 'server-only';

export type EntityName = 'slides' | 'slidesmenu' | 'staff';

export const ENTITY_NAMES: readonly EntityName[] = ['slides', 'slidesmenu', 'staff'];

// Put on every cached read so the panel can refresh the whole site with one tag.
export const ALL_CONTENT_TAG = 'content';

export const tags = {
  talents: 'talents',
  talent: (id: number) => `talent:${id}`,
  attributes: 'attributes',
  entity: (name: EntityName) => `entity:${name}`,
  slides: (type: string) => `slides:${type}`,
  texts: 'website-texts',
  images: 'website-images',
  customizations: 'customizations',
  socials: 'social-medias',
  posts: (type: string) => `posts:${type}`,
  post: (type: string, slug: string) => `post:${type}:${slug}`,
  /** Client packages: all of them, or one by its token (lib/packages/read.ts keeps them 30 s). */
  packages: 'packages',
  package: (token: string) => `package:${token}`,
} as const;

const FIXED_TAGS = new Set<string>([
  ALL_CONTENT_TAG,
  tags.talents,
  tags.attributes,
  tags.texts,
  tags.images,
  tags.customizations,
  tags.socials,
  tags.packages,
  ...ENTITY_NAMES.map(tags.entity),
]);

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9_-]{0,99}';
const PARAMETRIC_TAGS = [
  /^talent:[1-9]\d{0,17}$/,
  new RegExp(`^slides:${SEGMENT}$`),
  new RegExp(`^posts:${SEGMENT}$`),
  new RegExp(`^post:${SEGMENT}:${SEGMENT}$`),
  /^package:[A-Za-z0-9_-]{8,64}$/,
];

export function isKnownTag(tag: string): boolean {
  return FIXED_TAGS.has(tag) || PARAMETRIC_TAGS.some((pattern) => pattern.test(tag));
}
