import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';

const trigger = (page: Page) => page.getByRole('button', { name: /Abrir o menu|Open the menu/ });
const menu = (page: Page) => page.getByRole('dialog', { name: /Menu principal|Main menu/ });

async function openMenu(page: Page) {
  await trigger(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
}

async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

test.describe('menu overlay', () => {
  test('opens with the trigger and closes with the close button, focus back on the trigger', async ({ page }) => {
    await page.goto('/sobre');
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
    await openMenu(page);
    for (const name of ['Feminino', 'Masculino', 'Sobre', 'Contato', 'Panorama', 'Seja um modelo']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu(page).getByRole('button', { name: /Fechar/ }).click();
    await expect(menu(page)).toBeHidden();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger(page)).toBeFocused();
  });

  test('closes with Escape', async ({ page }) => {
    await page.goto('/en/about');
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });

  test('closes on navigation and lands on the chosen page', async ({ page }) => {
    await page.goto('/sobre');
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Contato', exact: true }).click();
    await expect(page).toHaveURL(/\/contato$/);
    await expect(menu(page)).toBeHidden();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('traps focus while open and keeps the page behind from scrolling', async ({ page }) => {
    await page.goto('/sobre');
    await openMenu(page);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        // Focus may rest on the browser chrome between cycles (body); it never lands on the page behind.
        return !active || active === document.body || !!active.closest('dialog[open]');
      });
      expect(inside).toBe(true);
    }
    const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(overflow).toBe('hidden');
  });

  test('shows the active language in bold italic', async ({ page }) => {
    await page.goto('/en/about');
    await openMenu(page);
    const active = menu(page).getByRole('link', { name: 'en — English', exact: true });
    await expect(active).toHaveAttribute('aria-current', 'true');
    await expect(active).toHaveCSS('font-style', 'italic');
    await expect(active).toHaveCSS('font-weight', '700');
  });
});

test.describe('language links are named by what they show', () => {
  // WCAG 2.5.3: a voice-control user says what they see ("click en"), so the name must start with it.
  for (const { path, shown, name, current } of [
    { path: '/sobre', shown: 'en', name: 'en — Ver o site em inglês', current: 'pt — português' },
    { path: '/en/about', shown: 'pt', name: 'pt — View the site in Portuguese', current: 'en — English' },
  ]) {
    test(`${path}: "${shown}" is named "${name}"`, async ({ page }) => {
      await page.goto(path);
      await openMenu(page);
      const link = menu(page).getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      // The code is shown and marked as that language; the rest is read in the page's language.
      await expect(link.locator(`[lang="${shown}"]`)).toHaveText(shown);
      await expect(link).not.toHaveAttribute('aria-label', /./);
      await expect(menu(page).getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'true');
    });
  }
});

test.describe('language switch keeps the page', () => {
  const cases: Array<{ from: string; to: string; target: RegExp }> = [
    { from: '/', to: '/en', target: /View the site in English|Ver o site em inglês/ },
    { from: '/modelos/feminino', to: '/en/models/women', target: /inglês/ },
    { from: '/modelos/12/ana-souza', to: '/en/models/12/ana-souza', target: /inglês/ },
    { from: '/contato', to: '/en/contact', target: /inglês/ },
    { from: '/en/contact', to: '/contato', target: /Portuguese/ },
    { from: '/en/models/men', to: '/modelos/masculino', target: /Portuguese/ },
  ];
  for (const { from, to, target } of cases) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await openMenu(page);
      await menu(page).getByRole('link', { name: target }).click();
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', to.startsWith('/en') ? 'en' : 'pt');
    });
  }
});

test.describe('accessibility of the shell', () => {
  for (const path of ['/sobre', '/en/about']) {
    test(`no axe violations with the menu closed and open on ${path}`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      const closed = await axe(page).analyze();
      expect(closed.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await openMenu(page);
      await settled(page);
      const open = await axe(page).include('#site-menu').analyze();
      expect(open.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
