/**
 * Backend load of page views: HTML pages over a visitor mix, counting the local panel's calls they
 * cause (its /__admin/stats), for `npm run bench`'s "panel requests per 1000 page views".
 */
import { ACCEPT_LANGUAGE } from './screens';
import { staffHeaders, type PanelService, type Stack } from './stack';

/** What a visitor mix looks like: the home, rosters, a board, twelve profiles, the news. */
export const PAGE_VIEW_MIX = [
  '/',
  '/en',
  '/modelos/feminino',
  '/modelos/masculino',
  '/en/models/women',
  '/modelos/novos_rostos',
  '/noticias',
  '/noticias/new-faces-2026',
  ...[12, 1, 2, 3, 5, 6, 7, 9, 20, 40, 43, 64].map((id) => `/modelos/${id}`),
];

async function panelStats(panel: PanelService): Promise<number> {
  const response = await fetch(`${panel.url}/__admin/stats`, { headers: staffHeaders(panel) });
  const stats = (await response.json()) as { total: number };
  return stats.total;
}

async function resetPanelStats(panel: PanelService): Promise<void> {
  await fetch(`${panel.url}/__admin/stats/reset`, { method: 'POST', headers: { ...staffHeaders(panel), 'content-type': 'application/json' }, body: '{}' });
}

/** `views` HTML page views over the mix, 10 at a time, counting the panel calls they cause. */
export async function pageViews(stack: Stack, views: number): Promise<{ views: number; panelCalls: number; failed: number; failures: Record<string, number> }> {
  await resetPanelStats(stack.panel);
  let next = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const worker = async () => {
    while (next < views) {
      const index = next;
      next += 1;
      const pagePath = PAGE_VIEW_MIX[index % PAGE_VIEW_MIX.length]!;
      const response = await fetch(`${stack.site.url}${pagePath}`, { headers: { 'Accept-Language': ACCEPT_LANGUAGE } });
      await response.arrayBuffer();
      if (!response.ok) {
        failed += 1;
        const key = `${response.status} ${pagePath}`;
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  // Background revalidations answer after the page; give them a moment to reach the panel.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { views, panelCalls: await panelStats(stack.panel), failed, failures };
}
