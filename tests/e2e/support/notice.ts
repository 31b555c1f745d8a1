import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * The privacy notice as the page shows it, read back from the screen in the shape its version digests
 * (lib/privacy/document.ts, noticePlainText): so a spec checks the printed version against the very
 * words a visitor read, not against the site's own computation.
 */
export async function shownNoticeText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    const run = (element: Element): string => {
      let text = '';
      for (const node of Array.from(element.childNodes)) {
        if (node instanceof HTMLAnchorElement) text += `${node.textContent ?? ''} <${node.getAttribute('href') ?? ''}>`;
        else text += node.textContent ?? '';
      }
      return squash(text);
    };
    const lang = document.querySelector('[data-notice-lang]')?.getAttribute('data-notice-lang') ?? '';
    const lines = [`lang: ${lang}`];
    for (const part of Array.from(document.querySelectorAll('[data-notice-part]'))) {
      const kind = part.getAttribute('data-notice-part');
      if (kind === 'title') lines.push(`# ${squash(part.textContent ?? '')}`);
      else if (kind === 'lead') lines.push(squash(part.textContent ?? ''));
      else if (kind === 'date') lines.push(`date: ${squash(part.textContent ?? '')}`);
      else if (kind === 'heading') lines.push('', `## ${squash(part.textContent ?? '')}`);
      else if (kind === 'p') lines.push(run(part));
      else if (kind === 'li') lines.push(`- ${run(part)}`);
    }
    return `${lines.join('\n')}\n`;
  });
}

/** The version the page prints ("Versão a1b2…", "Version a1b2…"), after checking it is the digest of the text shown. */
export async function shownNoticeVersion(page: Page): Promise<string> {
  const printed = await page.locator('[data-notice-version]').getAttribute('data-notice-version');
  const digest = createHash('sha256').update(await shownNoticeText(page), 'utf8').digest('hex').slice(0, 16);
  expect(printed, 'the printed version is the SHA-256 of the notice as shown').toBe(digest);
  return digest;
}
