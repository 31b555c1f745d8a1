import { expect, test } from '@playwright/test';
import { formTokenHeader } from '../support/form-token';
import { panel } from '../support/panel';
import { expectFriendlyScreen, visitorAddress, warmUp } from '../support/resilience';

test.describe('a panel that answers after 5 s', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('a page that needs it gives up at the backend timeout and answers with the error screen', async ({ page }) => {
    await warmUp(page, ['/']);
    await panel.fault('*', { delayMs: 5_000 });
    // Profile 60 is opened by no other spec; the site must wait on the panel for it.
    const response = await page.goto('/modelos/60/perfil');
    expect(response).not.toBeNull();
    await expectFriendlyScreen(page);
  });

  test('a page rendered before keeps answering from the cache', async ({ page }) => {
    await warmUp(page, ['/modelos/feminino']);
    await panel.fault('*', { delayMs: 5_000 });
    const response = await page.goto('/modelos/feminino');
    expect(response?.status()).toBe(200);
    await expectFriendlyScreen(page);
  });

  test('a form send is answered as received without waiting for the slow panel, and arrives', async ({ request }) => {
    await panel.fault('*', { delayMs: 5_000 });
    const response = await request.post('/api/contact/pt', {
      multipart: { name: 'Slow', email: 'slow@example.com', phone: '+55 11 90000-0000', message: 'Painel lento.' },
      headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(41) },
    });
    // Kept by the site and answered at once; the worker waits for the panel instead of the visitor.
    expect(response.status()).toBe(202);
    await panel.contact('email', 'slow@example.com', 30_000);
  });
});
