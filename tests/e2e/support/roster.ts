import type { Browser } from '@playwright/test';
import { panel } from './panel';

const collator = new Intl.Collator('pt', { sensitivity: 'base' });

/** The women the local panel was seeded with (its admin view), without the talents a spec adds for itself. */
export async function women() {
  const { talents } = await panel.talents();
  return talents.filter((talent) => talent.gender === 'woman' && talent.id < 900_000);
}

/** Talents' names in the roster's order (Portuguese, accents and case aside). */
export function sortedNames(list: Array<{ name: string }>): string[] {
  return list.map((talent) => talent.name).sort(collator.compare);
}

/** The women's board without JavaScript, its filters opened: the plain GET form such a visitor sends. */
export async function plainFilters(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/modelos/feminino');
  await page.locator('summary', { hasText: 'Filtros' }).click();
  return { context, page };
}
