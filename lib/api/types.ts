// Domain types returned by the lib/api getters. Types only (no server-only import), so client
// components can `import type` them for their props.
import type { DigitalSet } from '@/lib/talents/casting';
import type { GalleryItem } from '@/lib/talents/photos';
import type { VideoItem } from '@/lib/talents/video';

export type Gender = 'woman' | 'man';

export type TalentSummary = {
  id: number;
  name: string;
  /** null when the integration service does not say. */
  gender: Gender | null;
  /** Absolute URL. */
  cover: string | null;
  /** In the agency's city (true) or away (false), when the service says; absent when it does not. */
  inTown?: boolean;
};

export type Skill = { id: number; name: string };

/** `file` is an absolute URL; width and height are 0 when the service does not give them. */
export type GalleryPhoto = GalleryItem;

/** Measurements as received ("178/5.10"), hair and eyes as Portuguese colour names; blank values are null. */
export type Measurements = {
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  chest: string | null;
  jeans: string | null;
  shoes: string | null;
  shirt: string | null;
  suit: string | null;
  hair: string | null;
  eyes: string | null;
};

/** Where the talent is now: in the agency's city, or away (in `city`, until `until` when known). */
export type TalentLocation = { inTown: boolean; city: string | null; /** `yyyy-MM-dd` */ until: string | null };

/** The agency that discovered and develops the talent, when this one places them. */
export type MotherAgency = { name: string; /** An http(s) address. */ url: string | null };

/** The talent's own account (handle without `@`), and its followers at the panel's last sync. */
export type InstagramAccount = { handle: string; followers: number | null };

export type TalentProfile = Measurements & {
  id: number;
  name: string;
  gender: Gender | null;
  cover: string | null;
  cover2: string | null;
  /** As received, e.g. "2001-04-17". */
  birthdate: string | null;
  categories: string[];
  skills: Skill[];
  book: GalleryPhoto[];
  snap: GalleryPhoto[];
  polaroids: GalleryPhoto[];
  /** `file` is a provider reference (YouTube id, Vimeo "id/hash"), not a media path. */
  video: VideoItem[];
  // Casting-ready fields: absent or null when the service does not send them.
  /** `yyyy-MM` the measurements were last taken. */
  measuredAt?: string | null;
  /** The digitals (snaps and polaroids) by the month they were taken (`yyyy-MM`), newest first. */
  digitalSets?: DigitalSet[];
  location?: TalentLocation | null;
  motherAgency?: MotherAgency | null;
  instagram?: InstagramAccount | null;
};

export type AttributeOption = { value: string; label: string };

export type Attributes = {
  hair: AttributeOption[];
  eyes: AttributeOption[];
  categories: AttributeOption[];
  /** Heights the roster holds, in whole cm. */
  height: { min: number; max: number };
};

export type SlideMedia = { url: string; isVideo: boolean };

export type Slide = {
  id: number;
  desktop: SlideMedia;
  mobile: SlideMedia;
  title?: string;
  link?: string;
};

export type { StaffMember, StaffGroups, StaffRole } from './staff-groups';

export type { WebsiteTexts, LocalizedValue } from './website-text';

/** Website image key → absolute URL. */
export type WebsiteImages = Record<string, string>;

/** Customization key → value as text (numbers and booleans stringified); null when not set. */
export type Customizations = Record<string, string | null>;

export type SocialMedia = { name: string; url: string };

export type PostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  /** Absolute URL. */
  cover: string | null;
  publishedAt: string | null;
};

export type Post = PostSummary & {
  /** HTML as received: sanitise before rendering. */
  body: string;
};

export type PostPage = {
  posts: PostSummary[];
  currentPage: number;
  lastPage: number;
  total: number;
};

export type EntryCreated = { id: number | string };
