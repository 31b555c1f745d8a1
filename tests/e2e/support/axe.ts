import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules axe leaves off unless asked. `label-content-name-mismatch` (WCAG 2.5.3, label in name) is
 * experimental: without it a control shown as "en" but named "View the site in English" passes,
 * and a voice-control user who says "click en" misses it.
 */
export const AXE_EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } } as const;

/** The AxeBuilder every accessibility test uses, with the extra rules on. */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: AXE_EXTRA_RULES });
}
