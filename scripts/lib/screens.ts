/** The screens the audit measures, in both public locales (every route of the site). */
export type Screen = {
  name: string;
  pt: string;
  en: string;
  expectStatus?: number;
  /** Lighthouse audits this screen fails by design (a 404 answers 404; favourites are per browser, so noindex). */
  auditsByDesign?: readonly string[];
};

/** Stands for the seeded package's token in a screen's path until resolveScreenPath fills it in. */
export const PACKAGE_TOKEN = '{package-token}';

export const SCREENS: readonly Screen[] = [
  { name: 'home', pt: '/', en: '/en' },
  { name: 'women', pt: '/modelos/feminino', en: '/en/models/women' },
  { name: 'men', pt: '/modelos/masculino', en: '/en/models/men' },
  // A filtered board (rendered per request, the proxy's rewrite): noindex by design, one board, many filterings.
  { name: 'filtered', pt: '/modelos/feminino?altura=170-180', en: '/en/models/women?height=170-180', auditsByDesign: ['is-crawlable'] },
  { name: 'board', pt: '/modelos/novos_rostos', en: '/en/models/new_faces' },
  { name: 'profile', pt: '/modelos/12/ana-souza', en: '/en/models/12/ana-souza' },
  { name: 'about', pt: '/sobre', en: '/en/about' },
  { name: 'panorama', pt: '/panorama', en: '/en/panorama' },
  { name: 'contact', pt: '/contato', en: '/en/contact' },
  { name: 'application', pt: '/seja-um-modelo', en: '/en/be-a-model' },
  { name: 'favorites', pt: '/favoritos', en: '/en/favorites', auditsByDesign: ['is-crawlable'] },
  { name: 'news', pt: '/noticias', en: '/en/news' },
  { name: 'post', pt: '/noticias/new-faces-2026', en: '/en/news/new-faces-2026' },
  { name: '404', pt: '/nao-existe', en: '/en/does-not-exist', expectStatus: 404, auditsByDesign: ['http-status-code', 'is-crawlable'] },
  { name: 'privacy', pt: '/privacidade', en: '/en/privacy' },
  // A client package of 40 talents (the panel's seeded `large`; its token is drawn per database): noindex by design.
  { name: 'package', pt: `/pacote/${PACKAGE_TOKEN}`, en: `/en/package/${PACKAGE_TOKEN}`, auditsByDesign: ['is-crawlable'] },
];

/**
 * A screen's path with the seeded package's token in place of PACKAGE_TOKEN, read from the local
 * panel it runs on (`GET /__admin/packages`, with the staff password); other paths as they are.
 */
export async function resolveScreenPath(screenPath: string, panel: { url: string; staffPassword: string }): Promise<string> {
  if (!screenPath.includes(PACKAGE_TOKEN)) return screenPath;
  const answer = await fetch(`${panel.url}/__admin/packages`, { headers: { authorization: `Bearer ${panel.staffPassword}` } });
  if (!answer.ok) throw new Error(`the panel's seeded packages: ${answer.status}`);
  const { seeded } = (await answer.json()) as { seeded?: { large?: string } };
  if (!seeded?.large) throw new Error('the panel seeded no large package');
  return screenPath.replace(PACKAGE_TOKEN, seeded.large);
}

export const QUICK_SCREENS = ['home', 'profile', 'application'] as const;

/** The empty page of the audit's build (scripts/lib/audit-build.ts): the framework's own floor on this machine. */
export const BASELINE_PATH = '/audit-baseline.html';

export const ACCEPT_LANGUAGE = 'pt-BR,pt;q=0.9';

/**
 * The Chromium every browser here runs (end-to-end tests in playwright.config.ts, the audit, the input delay)
 * and its flags that work on this machine (headless, no sandbox, no GPU, no QUIC, no background networking).
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
