import { sniffImageType } from '@/lib/forms/image-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and both GIF versions by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe('image/png');
    expect(sniffImageType(ascii('GIF87a....'))).toBe('image/gif');
    expect(sniffImageType(ascii('GIF89a....'))).toBe('image/gif');
  });

  it('rejects other and truncated content', () => {
    expect(sniffImageType(ascii('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(ascii('RIFF....WEBPVP8 '))).toBeNull();
    expect(sniffImageType(ascii('GIF88a'))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});
