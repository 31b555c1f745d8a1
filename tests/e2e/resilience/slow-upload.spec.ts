import { request as httpRequest, type ClientRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { MAX_APPLICATIONS_PER_CLIENT, MAX_CONCURRENT_APPLICATIONS } from '../../../lib/forms/server/limits';
import { bigJpeg, sendApplication } from '../../../scripts/lib/upload-burst';
import { SITE_PORT, SITE_URL } from '../support/env';
import { FORM_TOKEN_HEADER } from '../../../lib/forms/token-place';
import { agedFormToken } from '../support/form-token';
import { visitorAddress } from '../support/resilience';

/**
 * An application whose body drips in a byte at a time holds a place in the instance's application
 * gate while it lasts, if its form token (read from the request's head, before the body) is good.
 * One address may hold at most MAX_APPLICATIONS_PER_CLIENT places, and a body that comes slower than
 * APPLICATION_BODY_PACE is cut with 408, its place freed: a dripping address cannot keep real
 * applicants out. Without a good token a drip holds no place at all: it is answered at once.
 */

type Answer = { status: number; retryAfter: string | undefined; body: string };
type Drip = { answer: Promise<Answer>; stop: () => void; request: ClientRequest };

const BOUNDARY = 'drip-boundary';

/** An application from `address` that declares 2 MB and sends its first part, then one byte every 500 ms; with a form token unless told `null`. */
function drip(address: string, formToken: string | null = agedFormToken()): Drip {
  const request = httpRequest({
    host: 'localhost',
    port: SITE_PORT,
    path: '/api/get-scouted/pt',
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(2 * 1024 * 1024),
      'x-forwarded-for': address,
      ...(formToken === null ? {} : { [FORM_TOKEN_HEADER]: formToken }),
    },
  });
  request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image_1"; filename="p1.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const timer = setInterval(() => {
    if (!request.destroyed) request.write('x');
  }, 500);
  const answer = new Promise<Answer>((resolve) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, body: Buffer.concat(chunks).toString() }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, body: '' }));
    });
    // No answer at all: the connection closed under the upload.
    request.on('error', () => resolve({ status: 0, retryAfter: undefined, body: '' }));
  }).finally(() => clearInterval(timer));
  return {
    answer,
    request,
    stop: () => {
      clearInterval(timer);
      request.destroy();
    },
  };
}

/** Settles with the answer if one comes within `ms`, else with 'pending'. */
function within(ms: number, drip: Drip): Promise<Answer | 'pending'> {
  return Promise.race([drip.answer, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);
}

let drips: Drip[] = [];
test.afterEach(() => {
  for (const open of drips) open.stop();
  drips = [];
});

test('one address dripping uploads holds two places at most: its others are told busy at once, a real applicant elsewhere gets through, the drips are cut with 408', async () => {
  test.setTimeout(120_000);
  const photo = await bigJpeg(300 * 1024, 37);
  const dripping = visitorAddress(37, 1);
  // As many as the instance reads at once: before, they took every place and everyone else waited in line.
  drips = Array.from({ length: MAX_CONCURRENT_APPLICATIONS }, () => drip(dripping));
  const early = await Promise.all(drips.map((open) => within(5_000, open)));
  const held = early.filter((answer) => answer === 'pending');
  const refused = early.filter((answer): answer is Answer => answer !== 'pending');
  expect(held).toHaveLength(MAX_APPLICATIONS_PER_CLIENT);
  expect(refused).toHaveLength(MAX_CONCURRENT_APPLICATIONS - MAX_APPLICATIONS_PER_CLIENT);
  for (const answer of refused) {
    expect(answer.status).toBe(503);
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(answer.body)).toEqual({ error: 'busy' });
  }

  // Meanwhile an applicant on another address sends four photos, and is taken at once.
  const status = await sendApplication({ siteUrl: SITE_URL, email: `drip-neighbour-${Date.now()}@example.com`, photos: [photo, photo, photo, photo], address: visitorAddress(37, 2), formToken: agedFormToken() });
  // (Before, every place was held and it waited its 15 s in line, then got 503.)
  expect([201, 202]).toContain(status);

  // The two that hold places drip far below the rate: cut with a clear 408 once the grace is over.
  const cut = await Promise.all(drips.filter((_, index) => early[index] === 'pending').map((open) => open.answer));
  for (const answer of cut) {
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: 'too_slow' });
  }

  // Their places are free again: the same address now sends a real application.
  const again = await sendApplication({ siteUrl: SITE_URL, email: `drip-again-${Date.now()}@example.com`, photos: [photo, photo, photo, photo], address: dripping, formToken: agedFormToken() });
  expect([201, 202]).toContain(again);
});

test('uploads dripping without a form token take no place: two from each of four addresses are refused at once, and a fifth address sends its application', async () => {
  const photo = await bigJpeg(300 * 1024, 38);
  // As many as the instance reads at once, two per address (the most one address may hold).
  drips = Array.from({ length: MAX_CONCURRENT_APPLICATIONS }, (_, index) => drip(visitorAddress(38, Math.floor(index / MAX_APPLICATIONS_PER_CLIENT) + 1), null));
  // Each is answered while it still drips: the form expired, nothing read, no place held (before, each
  // held its place until the pace cut it with 408, and everyone else waited in line).
  for (const answer of await Promise.all(drips.map((open) => open.answer))) {
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({ errors: { _form: 'expired' } });
  }

  const fifth = visitorAddress(38, MAX_CONCURRENT_APPLICATIONS / MAX_APPLICATIONS_PER_CLIENT + 1);
  const status = await sendApplication({ siteUrl: SITE_URL, email: `drip-fifth-${Date.now()}@example.com`, photos: [photo, photo, photo, photo], address: fifth, formToken: agedFormToken() });
  expect([201, 202]).toContain(status);
});
