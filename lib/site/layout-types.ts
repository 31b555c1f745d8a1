/** The shapes the layout's server loader hands to its components (plain, serializable props). */
import type { SlideMedia } from '@/lib/api/types';

export type { SlideMedia };

/** A slide of the home or menu slideshow, with its desktop and mobile media. */
export type ShowSlide = {
  id: string | number;
  desktop: SlideMedia;
  mobile: SlideMedia;
  title?: string | null;
  /** Still image shown before a video slide plays (and instead of it under reduced motion). */
  poster?: string | null;
};

/** The agency's contact line in the footer: website texts and social profiles from the panel. */
export type FooterData = {
  phone: string | null;
  email: string | null;
  socials: Array<{ name: string; url: string }>;
};
