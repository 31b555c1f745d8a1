import { safeUploadName, truncateFileName } from '@/lib/forms/file-name';

describe('truncateFileName', () => {
  it('cuts long names to 20 characters, then ... and the extension', () => {
    expect(truncateFileName('a-very-long-photo-name-from-phone.jpeg')).toBe('a-very-long-photo-na...jpeg');
    expect(truncateFileName('IMG_20260101_123456789.JPG')).toBe('IMG_20260101_1234567...JPG');
  });

  it('keeps names whose base fits in 20 characters', () => {
    expect(truncateFileName('photo.jpg')).toBe('photo.jpg');
    expect(truncateFileName('exactly-twenty-chars.png')).toBe('exactly-twenty-chars.png');
  });

  it('cuts names without an extension and just adds ...', () => {
    expect(truncateFileName('a-name-without-any-extension')).toBe('a-name-without-any-e...');
    expect(truncateFileName('.a-hidden-file-with-a-long-name')).toBe('.a-hidden-file-with-...');
  });

  it('uses the limit given and never splits a character', () => {
    expect(truncateFileName('abcdefghij.png', 5)).toBe('abcde...png');
    expect(truncateFileName(`${'😀'.repeat(25)}.gif`)).toBe(`${'😀'.repeat(20)}...gif`);
  });
});

describe('safeUploadName', () => {
  it('names the upload after its slot and real type', () => {
    expect(safeUploadName('image_1', 'image/jpeg')).toBe('image_1.jpg');
    expect(safeUploadName('image_2', 'image/png')).toBe('image_2.png');
    expect(safeUploadName('image_3', 'image/gif')).toBe('image_3.gif');
    expect(safeUploadName('image_4', 'IMAGE/JPEG')).toBe('image_4.jpg');
  });

  it('adds no extension for an unknown type', () => {
    expect(safeUploadName('image_1', 'application/pdf')).toBe('image_1');
  });
});
