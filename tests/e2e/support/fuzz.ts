/**
 * A seeded generator of malformed requests for the two form endpoints, random profile addresses and
 * cross-site posts. Every case carries at least one defect the server must refuse (so a 2xx is a
 * bug, never luck), except a filled honeypot, which is answered like a success on purpose and must
 * reach nobody; random noise rides along.
 */
import { fakeJpegSignature, pixelBombPng } from './photos';
import { seededRandom } from '../../../scripts/lib/seeded-random';
import { FORM_TOKEN_HEADER } from '../../../lib/forms/token-place';
import { TINY_PNG } from './payloads';

export type FuzzCase = {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The answers this case may get; unset: any 4xx. */
  allowed?: readonly number[];
};

/** Signed form tokens for the cases: a good one (past the time trap) and one issued a moment ago. */
export type FuzzTokens = { good: string; tooFast: string };

export { seededRandom };

type Part = { name: string; value: string | Uint8Array; filename?: string; type?: string };
type Endpoint = 'contact' | 'get-scouted';

const NOISE_STRINGS = ['', ' ', '\u0000', '\u202e', '😀'.repeat(20), '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00%ff', '\r\n\r\n--x', 'ñ'.repeat(300)];

function encode(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function multipartBody(parts: Part[], boundary: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(encode(head), typeof part.value === 'string' ? encode(part.value) : part.value, encode('\r\n'));
  }
  chunks.push(encode(`--${boundary}--\r\n`));
  return concat(chunks);
}

function validParts(endpoint: Endpoint): Part[] {
  if (endpoint === 'contact') {
    return [
      { name: 'name', value: 'Fuzz Person' },
      { name: 'email', value: 'fuzz@example.com' },
      { name: 'phone', value: '+55 11 90000-0000' },
      { name: 'message', value: 'A message.' },
    ];
  }
  return [
    { name: 'realname', value: 'Fuzz Person' },
    { name: 'gender', value: 'woman' },
    { name: 'email', value: 'fuzz@example.com' },
    { name: 'height', value: '178/5.10' },
    { name: 'birthdate', value: '2001/04/17' },
    { name: 'accept', value: 'on' },
    ...[1, 2, 3, 4].map((slot) => ({ name: `image_${slot}`, value: TINY_PNG, filename: `p${slot}.png`, type: 'image/png' })),
  ];
}

/** Defects a valid form turns invalid with (its parts, or the form token in its head); each one alone must be refused. */
function fieldDefects(endpoint: Endpoint, random: () => number, tokens: FuzzTokens): Array<[string, (parts: Part[], headers: Record<string, string>) => Part[]]> {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const drop = (name: string) => (parts: Part[]) => parts.filter((part) => part.name !== name);
  const set = (name: string, value: string | Uint8Array, extra: Partial<Part> = {}) => (parts: Part[]) =>
    parts.map((part) => (part.name === name ? { ...part, value, ...extra } : part));
  const token = (value: string | null) => (parts: Part[], headers: Record<string, string>) => {
    if (value === null) delete headers[FORM_TOKEN_HEADER];
    else headers[FORM_TOKEN_HEADER] = value;
    return parts;
  };
  const common: Array<[string, (parts: Part[], headers: Record<string, string>) => Part[]]> = [
    ['email without @', set('email', pick(['not-an-email', 'a@', '@b.c', 'a b@c.d', '😀@😀']))],
    ['missing email', drop('email')],
    ['no form token', token(null)],
    ['form token sent too fast', token(tokens.tooFast)],
    ['forged form token', token(pick([`v1.${(Date.now() - 60_000).toString(36)}.${'A'.repeat(43)}`, String(Date.now() - 60_000), 'v1..', tokens.good.slice(0, -2) + 'xx']))],
  ];
  if (endpoint === 'contact') {
    return [
      ...common,
      ['missing name', drop('name')],
      ['missing phone', drop('phone')],
      ['missing message', drop('message')],
      ['blank message', set('message', '   \n\t ')],
      ['name too long', set('name', 'x'.repeat(121 + Math.floor(random() * 2000)))],
      ['message too long', set('message', 'm'.repeat(5001 + Math.floor(random() * 4000)))],
      ['message as a file', set('message', encode('file body'), { filename: 'm.txt', type: 'text/plain' })],
    ];
  }
  return [
    ...common,
    ['missing realname', drop('realname')],
    ['missing height', drop('height')],
    ['missing birthdate', drop('birthdate')],
    ['no consent', drop('accept')],
    ...[1, 2, 3, 4].map((slot): [string, (parts: Part[]) => Part[]] => [`missing image_${slot}`, drop(`image_${slot}`)]),
    ['unknown gender', set('gender', pick(['alien', 'WOMAN ', '1', '']))],
    ['height not an option', set('height', pick(['999/9.9', '178', '-1/0.0', 'tall']))],
    ['impossible birthdate', set('birthdate', pick(['2001/13/45', '2001/02/30', '1800/01/01', '2999/01/01', 'yesterday']))],
    ['photo is not an image', set('image_2', encode('<html><script>alert(1)</script></html>'), { filename: 'x.png', type: 'image/png' })],
    ['photo is an SVG', set('image_3', encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'x.svg', type: 'image/svg+xml' })],
    ['photo only starts like a JPEG (polyglot)', set('image_2', fakeJpegSignature().buffer, { filename: 'x.jpg', type: 'image/jpeg' })],
    ['photo declares 400 megapixels', set('image_4', PIXEL_BOMB, { filename: 'bomb.png', type: 'image/png' })],
    ['empty photo', set('image_1', new Uint8Array(0), { filename: 'empty.png', type: 'image/png' })],
    ['too many fields', (parts) => [...parts, ...Array.from({ length: 40 }, (_, i) => ({ name: `extra_${i}`, value: 'x' }))]],
    ['field over 4 kB', set('realname', 'r'.repeat(5000))],
  ];
}

/** Harmless extras: unknown fields, odd characters in optional fields, a repeated field. */
function noise(endpoint: Endpoint, parts: Part[], random: () => number): Part[] {
  const out = [...parts];
  const count = Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    const text = NOISE_STRINGS[Math.floor(random() * NOISE_STRINGS.length)]!;
    const name = endpoint === 'contact' ? pickFrom(['extra', 'lang', 'utf8'], random) : pickFrom(['instagr', 'tiktok', 'father', 'extra'], random);
    out.push({ name, value: text });
  }
  return random() < 0.3 ? out.reverse() : out;
}

function pickFrom<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

const PIXEL_BOMB = pixelBombPng().buffer;
const FORGED_HOPS = ['not-an-ip', '999.1.1.1', 'unknown', '<script>alert(1)</script>', '::ffff:999.1.1.1', '1.2.3.4:80', '[::1]', '', ' , , ', '10.0.0.1/8'];

export function generateCases(seed: number, count: number, tokens: FuzzTokens): FuzzCase[] {
  const random = seededRandom(seed);
  const cases: FuzzCase[] = [];
  for (let index = 0; index < count; index += 1) {
    // One case in ten asks for a profile that does not exist instead of posting a form.
    if (index % 10 === 9) {
      const id = 100_000 + Math.floor(random() * 900_000_000);
      const slug = pickFrom(['x', 'ana-souza', 'a'.repeat(200), '%00', '..%2f..%2fetc', '😀'], random);
      const path = pickFrom(['/modelos', '/en/models', '/es/modelos'], random);
      cases.push({ label: 'random profile id', method: 'GET', path: `${path}/${id}/${slug}`, headers: { accept: 'text/html' }, allowed: [404] });
      continue;
    }
    const endpoint: Endpoint = index % 2 === 0 ? 'contact' : 'get-scouted';
    const lang = random() < 0.08 ? pickFrom(['xx', 'PT', '..%2f', 'pt%00', 'en-US'], random) : pickFrom(['pt', 'en'], random);
    const path = `/api/${endpoint}/${lang}`;
    const boundary = `----fuzz${Math.floor(random() * 1e9).toString(36)}`;
    const multipartType = `multipart/form-data; boundary=${boundary}`;
    // A distinct visitor per case: the rate limit must not hide what the parser does. A good form token
    // in the head, so the body is read (a case about the token changes it).
    const headers: Record<string, string> = { 'x-forwarded-for': `10.250.${(index >> 8) & 255}.${index & 255}`, accept: 'application/json', [FORM_TOKEN_HEADER]: tokens.good };
    const kind =
      lang === 'pt' || lang === 'en'
        ? pickFrom(['content-type', 'broken-multipart', 'field', 'field', 'field', 'size', 'method', 'cross-site', 'forged-address', 'honeypot'] as const, random)
        : 'field';
    const valid = validParts(endpoint);

    if (kind === 'cross-site') {
      // A complete, valid form another site's page made the browser send: refused however good it is.
      const [label, extra] = pickFrom(
        [
          ['cross-site fetch metadata', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' }],
          ['foreign origin', { origin: 'https://evil.example' }],
          ['opaque origin', { origin: 'null' }],
          ['look-alike origin', { origin: 'http://localhost.evil.example' }],
          ['cross-site form navigation', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', accept: 'text/html' }],
        ] as const,
        random,
      );
      headers['content-type'] = multipartType;
      const navigation = 'sec-fetch-mode' in extra && extra['sec-fetch-mode'] === 'navigate';
      // A browser's own form post is sent on (303) to the not-sent page that says why; scripts get 403.
      // Node's fetch writes its own Sec-Fetch-Mode (cors) over ours, so the "navigation" may arrive as a script.
      cases.push({ label, method: 'POST', path, headers: { ...headers, ...extra }, body: multipartBody(valid, boundary), allowed: navigation ? [303, 403] : [403] });
      continue;
    }
    if (kind === 'honeypot') {
      // Answered like a success so a bot learns nothing; the spec checks that nothing reached the panel.
      headers['content-type'] = multipartType;
      cases.push({ label: 'honeypot filled', method: 'POST', path, headers, body: multipartBody([...valid, { name: 'website', value: 'http://spam.example' }], boundary), allowed: [202] });
      continue;
    }
    if (kind === 'forged-address') {
      // Garbage and forged hops before the nearest one; the nearest stays distinct, so limits stay per case.
      const forged = Array.from({ length: 1 + Math.floor(random() * 40) }, () => pickFrom(FORGED_HOPS, random));
      headers['x-forwarded-for'] = [...forged, headers['x-forwarded-for']].join(', ');
      headers['content-type'] = multipartType;
      const defects = fieldDefects(endpoint, random, tokens);
      const [label, apply] = defects[Math.floor(random() * defects.length)]!;
      const parts = apply(valid, headers);
      cases.push({ label: `${label} (forged addresses)`, method: 'POST', path, headers, body: multipartBody(parts, boundary) });
      continue;
    }

    if (kind === 'content-type') {
      const [type, body] = pickFrom(
        [
          ['text/plain', 'name=a&email=b'],
          ['application/json', JSON.stringify({ name: 'a', email: 'a@b.c', phone: '1', message: 'x' })],
          ['application/json', '{"name": '],
          ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
          // Accepted as a type (no-script posts), so the fields themselves are wrong.
          ['application/x-www-form-urlencoded', 'name=a&email=not-an-email&message=%00'],
          ['image/png', ''],
          ['multipart/mixed; boundary=x', '--x\r\n\r\nhello\r\n--x--'],
          ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--x--'],
          ['', 'no content type at all'],
        ] as const,
        random,
      );
      if (type) headers['content-type'] = type;
      cases.push({ label: `content type "${type || 'none'}"`, method: 'POST', path, headers, body: encode(body) });
      continue;
    }
    if (kind === 'broken-multipart') {
      const whole = multipartBody(valid, boundary);
      const [label, body] = pickFrom(
        [
          // Cut before the closing boundary: never a complete form by accident.
          ['truncated body', whole.subarray(0, Math.max(1, Math.floor((whole.byteLength - boundary.length - 8) * random())))],
          ['no closing boundary', whole.subarray(0, whole.byteLength - boundary.length - 6)],
          ['another boundary', multipartBody(valid, 'somethingelse')],
          ['random bytes', Uint8Array.from({ length: 64 + Math.floor(random() * 4096) }, () => Math.floor(random() * 256))],
          ['part without disposition', encode(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`)],
          ['header line of 64 kB', encode(`--${boundary}\r\nContent-Disposition: form-data; name="${'n'.repeat(65_536)}"\r\n\r\nx\r\n--${boundary}--\r\n`)],
          ['empty body', new Uint8Array(0)],
        ] as const,
        random,
      );
      headers['content-type'] = multipartType;
      cases.push({ label, method: 'POST', path, headers, body });
      continue;
    }
    if (kind === 'size') {
      headers['content-type'] = multipartType;
      const oversized: Part[] =
        endpoint === 'contact'
          ? valid.map((part) => (part.name === 'message' ? { ...part, value: 'm'.repeat(33 * 1024 + Math.floor(random() * 200_000)) } : part))
          : valid.map((part) =>
              part.name === 'image_1' ? { ...part, value: concat([TINY_PNG, new Uint8Array(10 * 1024 * 1024 + 1)]) } : part,
            );
      cases.push({ label: 'body over the size cap', method: 'POST', path, headers, body: multipartBody(oversized, boundary) });
      continue;
    }
    if (kind === 'method') {
      const method = pickFrom(['GET', 'PUT', 'DELETE', 'PATCH'], random);
      if (method !== 'GET' && method !== 'DELETE') headers['content-type'] = multipartType;
      cases.push({ label: `method ${method}`, method, path, headers, body: method === 'GET' || method === 'DELETE' ? undefined : multipartBody(valid, boundary) });
      continue;
    }
    const defects = fieldDefects(endpoint, random, tokens);
    const [label, apply] = defects[Math.floor(random() * defects.length)]!;
    headers['content-type'] = multipartType;
    const parts = apply(valid, headers);
    cases.push({ label: `${label}${lang === 'pt' || lang === 'en' ? '' : ` (lang ${lang})`}`, method: 'POST', path, headers, body: multipartBody(noise(endpoint, parts, random), boundary) });
  }
  return cases;
}
