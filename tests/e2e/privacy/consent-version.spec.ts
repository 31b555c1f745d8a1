import { expect, test } from '@playwright/test';
import { startColdServer } from '../support/cold-server';
import { formTokenHeader } from '../support/form-token';
import { panel } from '../support/panel';
import { applicationForm } from '../support/payloads';

test.afterEach(async () => {
  await panel.restore();
});

test('a consent names the notice version its form page printed, even when the send reaches an instance with the panel away and nothing cached', async ({ page, request }) => {
  await page.goto('/seja-um-modelo');
  const printed = await page.locator('[data-notice-version]').getAttribute('data-notice-version');
  expect(printed).toMatch(/^[0-9a-f]{16}$/);
  await expect(page.locator('[data-notice-version]')).toContainText(`versão ${printed} do aviso`);
  const seal = await page.locator('form input[type="hidden"][name="notice"]').inputValue();

  const cold = await startColdServer(13);
  try {
    await panel.down(true);
    const sealed = `versao.selada.${Date.now()}@example.com`;
    const withSeal = await request.post(`${cold.url}/api/get-scouted/pt`, {
      multipart: { ...applicationForm(), email: sealed, notice: seal },
      headers: formTokenHeader(),
    });
    // Kept for the panel: the version is the one printed, known without the panel's texts.
    expect(withSeal.status()).toBe(202);

    // A form that carries no version: this instance cannot know which text was shown, and takes no consent.
    const unsealed = `versao.sem.selo.${Date.now()}@example.com`;
    const withoutSeal = await request.post(`${cold.url}/api/get-scouted/pt`, {
      multipart: { ...applicationForm(), email: unsealed },
      headers: formTokenHeader(),
    });
    expect(withoutSeal.status()).toBe(502);
    expect(await withoutSeal.json()).toEqual({ error: 'upstream' });

    await panel.down(false);
    const application = await panel.application(sealed, 60_000);
    expect(JSON.parse(application.fields.consent!).notice).toEqual({ version: printed, locale: 'pt' });
    expect((await panel.inbox()).applications.some((item) => item.fields.email === unsealed)).toBe(false);
  } finally {
    await cold.stop();
  }
});
