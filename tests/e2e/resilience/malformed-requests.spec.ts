import { expect, test } from '@playwright/test';
import { agedFormToken, formTokenHeader } from '../support/form-token';
import { panel } from '../support/panel';
import { SITE_URL } from '../support/env';
import { MAX_CONCURRENT_APPLICATIONS } from '../../../lib/forms/server/limits';
import { generateCases, multipartBody } from '../support/fuzz';
import { applicationForm } from '../support/payloads';
import { FORM_TOKEN_HEADER } from '../../../lib/forms/token-place';
import { visitorAddress } from '../support/resilience';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const COUNT = 1000;
const STACK_TRACE = /\n\s+at\s|node_modules|\.tsx?:\d+:\d+/;

/** The case's "too fast" token swapped for one signed right now, so it is too fast when it is sent. */
function freshen(headers: Record<string, string>, stale: string): Record<string, string> {
  return headers[FORM_TOKEN_HEADER] === stale ? { ...headers, [FORM_TOKEN_HEADER]: agedFormToken(0) } : headers;
}

test('1000 malformed, cross-site and random requests get 4xx (or the documented answers) only, and the server keeps serving', async ({ request }) => {
  test.setTimeout(900_000);
  const tokens = { good: agedFormToken(), tooFast: agedFormToken(0) };
  const cases = generateCases(SEED, COUNT, tokens);
  const wrong: string[] = [];
  const byStatus = new Map<number, number>();
  for (const [index, fuzz] of cases.entries()) {
    let status: number;
    let text = '';
    try {
      const response = await fetch(`${SITE_URL}${fuzz.path}`, {
        method: fuzz.method,
        headers: freshen(fuzz.headers, tokens.tooFast),
        body: fuzz.body as BodyInit | undefined,
        redirect: 'manual',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // The server may close the connection on a body it refuses early; that is not a 5xx, but it must still answer next time.
      status = -1;
      text = String(error);
    }
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const allowed = fuzz.allowed ? fuzz.allowed.includes(status) : status >= 400 && status <= 499;
    if (!allowed || STACK_TRACE.test(text)) wrong.push(`#${index} ${fuzz.method} ${fuzz.path} [${fuzz.label}] → ${status} ${text.slice(0, 160)}`);
  }
  test.info().annotations.push({ type: 'statuses', description: JSON.stringify(Object.fromEntries(byStatus)) });
  // A dropped connection is tolerated only for bodies over the cap (the answer may race the upload).
  expect(wrong.filter((line) => !(line.includes('→ -1') && line.includes('size cap')))).toEqual([]);
  // Every case had a defect, or filled the honeypot: none of them reached the agency (nor waits to: the
  // outbox delivers within a second or two, so anything kept would be in the inbox after this pause).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const inbox = await panel.inbox();
  expect(inbox.contacts.filter((entry) => entry.fields?.email === 'fuzz@example.com')).toEqual([]);
  expect(inbox.applications.filter((entry) => entry.fields.email === 'fuzz@example.com')).toEqual([]);

  expect((await request.get('/api/health')).status()).toBe(200);
  expect((await request.get('/')).status()).toBe(200);
  const still = await request.post('/api/contact/pt', {
    multipart: { name: 'Depois do fuzz', email: 'after@example.com', phone: '+55 11 90000-0000', message: 'O servidor segue de pé.' },
    headers: { ...formTokenHeader(), 'x-forwarded-for': visitorAddress(51) },
  });
  expect(still.status()).toBe(202);
});

test('uploads over the instance\'s cap at once wait in line and each gets its own answer, none a 5xx, and the server keeps serving', async ({ request }) => {
  test.setTimeout(120_000);
  const boundary = '----over-the-cap';
  // A complete application but for the consent: read to the end (holding its place), then refused.
  const form = applicationForm();
  const parts = Object.entries(form)
    .filter(([name]) => name !== 'accept')
    .map(([name, value]) =>
      typeof value === 'string' ? { name, value } : { name, value: new Uint8Array(value.buffer), filename: value.name, type: value.mimeType },
    );
  const body = multipartBody(parts, boundary);
  const count = MAX_CONCURRENT_APPLICATIONS + 6;
  // Each body trickles in over about two seconds, so all of them are open at the same time.
  const slowBody = () => {
    let step = 0;
    const pieces = 4;
    const size = Math.ceil(body.byteLength / pieces);
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (step > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        if (step >= pieces) return controller.close();
        controller.enqueue(body.subarray(step * size, (step + 1) * size));
        step += 1;
      },
    });
  };
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      try {
        const response = await fetch(`${SITE_URL}/api/get-scouted/pt`, {
          method: 'POST',
          body: slowBody(),
          duplex: 'half',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json', ...formTokenHeader(), 'x-forwarded-for': `10.252.0.${index + 1}` },
        } as RequestInit);
        return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
      } catch {
        // A refused upload's connection may close before the client has sent it all: not a 5xx.
        return { status: -1, retryAfter: null, text: '' };
      }
    }),
  );
  const statuses = answers.map((answer) => answer.status);
  test.info().annotations.push({ type: 'statuses', description: JSON.stringify(statuses) });
  // Past the eight read at once the others waited their turn (bodies unread: lib/forms/server/busy-gate.ts)
  // instead of being told to come back; each was then read and refused for the missing consent.
  expect(statuses.filter((status) => status !== 422 && status !== -1)).toEqual([]);
  expect(statuses.filter((status) => status === 422).length).toBeGreaterThan(MAX_CONCURRENT_APPLICATIONS);
  for (const answer of answers.filter((entry) => entry.status === 422)) expect(JSON.parse(answer.text)).toEqual({ errors: { accept: 'accept' } });
  expect((await request.get('/api/health')).status()).toBe(200);
});
