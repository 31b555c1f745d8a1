import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SITE_LOG } from '../support/env';
import { formTokenHeader } from '../support/form-token';

/**
 * Every line the site under test wrote in this run (scripts/e2e-server.ts tees its stdout and stderr
 * into SITE_LOG). The last spec of project `serial`, after every spec that sends a form: no line may
 * hold what a visitor typed.
 */

/** Values the form specs type (contact, apply, resilience), distinctive enough to be found nowhere else. */
const SENT_BY_OTHER_SPECS = [
  'Beatriz Conceição',
  'beatriz.ok',
  '99876-5432',
  'Preciso de três modelos',
  'ana.souza.',
  '91234-5678',
  'Maria Souza',
  'Caio Mendes',
  'caio.',
  'Gabi Alves',
  'Duda Rocha',
  'Bia Lima',
  'Joana Prado',
  'joana@example.com',
  'Teo Metrics',
  'teo.metrics.',
];

const MARK = `Zq${Date.now().toString(36)}`;
const OWN = { name: `Visitante ${MARK}`, email: `privacy.${MARK.toLowerCase()}@example.com`, phone: '+55 11 96543-2109', message: `Mensagem privada ${MARK} com dados pessoais.` };

function siteLog(): string[] {
  return readFileSync(SITE_LOG, 'utf8').split('\n').filter((line) => line.trim() !== '');
}

test("no line the site logged holds a visitor's name, e-mail, phone or message", async ({ request }) => {
  // Sends of this spec's own: five taken, a sixth refused by the limit (a line, with this request's id).
  const from = `10.241.${Date.now() % 200}.1`;
  const send = (requestId?: string) =>
    request.post('/api/contact/pt', {
      form: { ...OWN, website: '' },
      headers: { ...formTokenHeader(), 'x-forwarded-for': from, ...(requestId ? { 'x-request-id': requestId } : {}) },
    });
  for (let i = 0; i < 5; i += 1) expect([201, 202]).toContain((await send()).status());
  const requestId = `privacy-${Date.now().toString(16)}`.padEnd(32, '0');
  const refused = await send(requestId);
  expect(refused.status()).toBe(429);
  expect(refused.headers()['x-request-id']).toBe(requestId);

  // The refusal's line is in the file, bound to the request: the file really holds the site's log.
  await expect.poll(() => siteLog().filter((line) => line.includes(requestId))).toHaveLength(1);
  const lines = siteLog();
  const refusal = JSON.parse(lines.find((line) => line.includes(requestId))!) as Record<string, unknown>;
  expect(refusal).toMatchObject({ level: 'info', event: 'rate-limit.refused', scope: 'contact', requestId });
  expect(typeof refusal.time).toBe('string');

  // Every JSON line names its event and level; the others are Next's own start-up lines.
  for (const line of lines.filter((text) => text.startsWith('{'))) {
    expect(JSON.parse(line), line).toMatchObject({ level: expect.any(String), event: expect.any(String) });
  }
  const text = lines.join('\n');
  for (const value of [...Object.values(OWN), MARK, ...SENT_BY_OTHER_SPECS]) {
    expect(text.includes(value) ? value : null, `"${value}" appears in ${SITE_LOG}`).toBeNull();
  }
});
