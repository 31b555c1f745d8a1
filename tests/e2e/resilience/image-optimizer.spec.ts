import { expect, test, type APIRequestContext } from '@playwright/test';
import { MEDIA_HOST_FACTS } from '../../../local-panel/seed-identity';
import { bigJpeg, sendApplication } from '../../../scripts/lib/upload-burst';
import { MEDIA_HOST_URL, PANEL_URL, SITE_URL } from '../support/env';
import { agedFormToken } from '../support/form-token';
import { panel, type InboxApplication } from '../support/panel';
import { visitorAddress } from '../support/resilience';

/**
 * The image optimizer (`/_next/image`) fetches from the panel over loopback on the visitor's behalf.
 * In the demo's configuration (MEDIA_HOSTS = the media folder of the panel's second origin, as
 * scripts/demo.ts and support/env.ts set it) it must hand out the roster's photos and nothing else of
 * the panel: not an applicant's photo from the staff inbox, not the admin switches.
 */

const optimized = (url: string, width = 640) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;
const IMAGE_MAGIC = [Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('RIFF'), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('GIF8')];

let application: InboxApplication;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  // An applicant's photos in the inbox: what must never come out of the optimizer.
  const photo = await bigJpeg(120 * 1024, 33);
  const email = `optimizer-${Date.now()}@example.com`;
  const status = await sendApplication({ siteUrl: SITE_URL, email, photos: [photo, photo, photo, photo], address: visitorAddress(33), formToken: agedFormToken() });
  expect([201, 202]).toContain(status);
  application = await panel.application(email);
});

/** Every address of the panel that is not public media, on both of its origins and other spellings of loopback. */
function privateAddresses(): string[] {
  const paths = [
    `/inbox/files/${application.id}/image_1`,
    `/inbox/files/${application.id}/image_4`,
    '/inbox',
    '/inbox.json',
    '/__admin/stats',
    '/__admin/talents',
    '/__admin/faults',
    '/api/entities/staff',
    '/',
    // Out of the media folder by a dot segment: URL() resolves them before the optimizer matches.
    `/storage/../inbox/files/${application.id}/image_1`,
    `/storage/%2e%2e/inbox/files/${application.id}/image_1`,
    '/storage/../__admin/stats',
  ];
  const port = new URL(PANEL_URL).port;
  const origins = [PANEL_URL, MEDIA_HOST_URL, `http://LOCALHOST:${port}`, `http://[::1]:${port}`, `http://127.0.0.2:${port}`, `http://0.0.0.0:${port}`];
  return origins.flatMap((origin) => paths.map((path) => `${origin}${path}`));
}

/** Spellings that stay inside the media folder but hide a way out of it: the optimizer may ask the panel, which refuses them. */
function hiddenWaysOut(): string[] {
  return [PANEL_URL, MEDIA_HOST_URL].flatMap((origin) => [
    `${origin}/storage/..%2finbox%2ffiles%2f${application.id}%2fimage_1`,
    `${origin}/storage/..%5cinbox%5cfiles%5c${application.id}%5cimage_1`,
  ]);
}

type Answer = { status: number; type: string; bytes: Buffer };

async function viaOptimizer(request: APIRequestContext, address: string, width: number): Promise<Answer> {
  const response = await request.get(optimized(address, width), { headers: { accept: 'image/webp,image/*', 'x-forwarded-for': visitorAddress(33, 2) } });
  return { status: response.status(), type: response.headers()['content-type'] ?? '', bytes: await response.body() };
}

function carriesAnImage(answer: Answer): boolean {
  return /^image\//.test(answer.type) || IMAGE_MAGIC.some((magic) => answer.bytes.subarray(0, magic.length).equals(magic)) || answer.bytes.length > 200;
}

test('the optimizer refuses every inbox and admin address of the panel: 400, not a byte of the photo', async ({ request }) => {
  test.setTimeout(90_000);
  // The photos are there to be taken, by the staff from the panel itself.
  expect(application.files.map((file) => file.slot).sort()).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
  const leaks: string[] = [];
  for (const width of [64, 640]) {
    for (const address of privateAddresses()) {
      const answer = await viaOptimizer(request, address, width);
      if (answer.status !== 400 || carriesAnImage(answer)) leaks.push(`${address} w=${width}: ${answer.status} ${answer.type} ${answer.bytes.length} bytes`);
    }
    for (const address of [...hiddenWaysOut(), `//localhost:${new URL(PANEL_URL).port}/inbox/files/${application.id}/image_1`]) {
      const answer = await viaOptimizer(request, address, width);
      if (answer.status < 400 || carriesAnImage(answer)) leaks.push(`${address} w=${width}: ${answer.status} ${answer.type} ${answer.bytes.length} bytes`);
    }
  }
  expect(leaks).toEqual([]);
});

test('roster photos still go through the optimizer, from the panel and from its second media origin', async ({ page, request }) => {
  await page.goto('/modelos/feminino');
  const sources = await page.locator('img[src*="/_next/image"]').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  const byOrigin = (origin: string) => sources.find((src) => decodeURIComponent(src).includes(`url=${origin}/storage/`));
  const fromMediaHost = byOrigin(MEDIA_HOST_URL);
  const fromPanel = byOrigin(PANEL_URL);
  expect(fromMediaHost, `${MEDIA_HOST_FACTS.talentName}'s cover on the media host`).toBeTruthy();
  expect(fromPanel).toBeTruthy();
  for (const src of [fromMediaHost!, fromPanel!]) {
    const response = await request.get(src, { headers: { accept: 'image/webp,image/*' } });
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect((await response.body()).length).toBeGreaterThan(500);
  }
});
