import type { AcceptedImageType } from '@/lib/forms/application/schema';

const signatures: ReadonlyArray<{ type: AcceptedImageType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
];

/** The real type from the first bytes: the browser's declared type and the extension can lie. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  const match = signatures.find(({ bytes: magic }) =>
    magic.length <= bytes.length && magic.every((byte, index) => bytes[index] === byte),
  );
  return match?.type ?? null;
}
