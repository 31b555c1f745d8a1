import { expect, test } from '@playwright/test';
import { formTokenHeader } from '../support/form-token';
import { panel } from '../support/panel';
import { expectFriendlyScreen, ERROR_TEXT, visitorAddress, warmUp } from '../support/resilience';

test.describe('bearer tokens expiring mid-run', () => {
  test.afterEach(async () => {
    await panel.restore();
  });

  test('pages that need the panel after expiry render with no visible error', async ({ page }) => {
    await warmUp(page, ['/']);
    await panel.expireTokens();
    // Profiles 57 and 59 are opened by no other spec: both need fresh calls to the integration service.
    for (const path of ['/modelos/57', '/en/models/59']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectFriendlyScreen(page);
      await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
    }
  });

  test('a contact message sent after expiry reaches the panel', async ({ request }) => {
    await panel.expireTokens();
    const response = await request.post('/api/contact/pt', {
      multipart: { name: 'Token Test', email: 'token@example.com', phone: '+55 11 90000-0000', message: 'Depois da expiração.' },
      headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(31) },
    });
    expect(response.status()).toBe(202);
    // The worker signs in again once (the token expired) and delivers it.
    await panel.inboxWhen((inbox) => inbox.contacts.some((entry) => JSON.stringify(entry).includes('Depois da expiração.')));
  });
});
