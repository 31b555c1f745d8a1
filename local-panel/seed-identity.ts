/**
 * The demo agency's identity, served as customizations and a website image. This is the only place
 * the demo name lives: the site reads its title, logo and provider credit from the panel.
 */
export const SEED_IDENTITY = {
  /** Customization `site_title`. */
  title: 'Aurora Models',
  /** Customizations `site_provider_name` and `site_provider_url`: the footer's credit. */
  providerName: 'Estúdio Norte',
  providerUrl: 'https://estudio-norte.example/',
  /** Website image `logo`, drawn by media.ts. */
  logo: 'brand/logo.png',
} as const;

/** The talent whose cover the panel answers on its second origin (`media-host.ts`), and its menu slide. */
export const MEDIA_HOST_FACTS = { talentId: 42, talentName: 'Amanda Serrano', menuSlideId: 2 } as const;
