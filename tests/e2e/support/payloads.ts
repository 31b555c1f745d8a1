import { measureOptions } from '../../../lib/forms/options';

/** The smallest valid PNG (1×1): the endpoint sniffs the bytes, not the declared type. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const photo = (slot: number) => ({ name: `photo-${slot}.png`, mimeType: 'image/png', buffer: TINY_PNG });

/** An application every server check accepts (as Playwright `multipart`). */
export function applicationForm(): Record<string, string | { name: string; mimeType: string; buffer: Buffer }> {
  const height = measureOptions('height').find((option) => option.value.startsWith('178/'))?.value ?? '178/5.10';
  return {
    realname: 'Joana Prado',
    gender: 'woman',
    email: 'joana.prado@example.com',
    height,
    birthdate: '2001/04/17',
    accept: 'on',
    image_1: photo(1),
    image_2: photo(2),
    image_3: photo(3),
    image_4: photo(4),
  };
}
