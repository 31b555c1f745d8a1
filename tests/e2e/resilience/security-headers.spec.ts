import { expect, test, type APIResponse } from '@playwright/test';

const REQUIRED = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  for (const name of REQUIRED) expect(headers[name], `${what}: ${name}`).toBeTruthy();
  expect(headers['x-powered-by'], `${what}: x-powered-by`).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
}

test.describe('security headers', () => {
  test('a page, an API route, a static file, a build asset and a 404 all carry them', async ({ request }) => {
    const page = await request.get('/');
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page, 'page');

    const api = await request.get('/api/health');
    expect(api.status()).toBe(200);
    expectSecurityHeaders(api, 'API route');

    const refused = await request.post('/api/contact/pt', { headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.60.0.1' }, data: 'x' });
    expect(refused.status()).toBe(415);
    expectSecurityHeaders(refused, 'API error answer');

    const file = await request.get('/ping.txt');
    expect(file.status()).toBe(200);
    expectSecurityHeaders(file, 'static file');

    const chunk = /\/_next\/static\/[^"']+\.js/.exec(await page.text())?.[0];
    expect(chunk).toBeTruthy();
    const asset = await request.get(chunk!);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset, 'build asset');

    const missing = await request.get('/nao-existe');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, '404 page');
  });

  test('the policy blocks nothing the site itself needs', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of ['/', '/modelos/feminino', '/modelos/12/ana-souza', '/panorama', '/seja-um-modelo', '/noticias/actors-on-screen']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    expect(violations).toEqual([]);
  });
});
