import type { PhotoSlot } from '@/lib/forms/application/schema';

export const FILE_NAME_DISPLAY_LENGTH = 20;

/** 'a-very-long-photo-name-from-phone.jpeg' → 'a-very-long-photo-na...jpeg' (the label shows 20 characters). */
export function truncateFileName(name: string, max = FILE_NAME_DISPLAY_LENGTH): string {
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && dot < name.length - 1;
  const base = hasExtension ? name.slice(0, dot) : name;
  const extension = hasExtension ? name.slice(dot + 1) : '';
  // Code points, so an emoji or accented letter is never split in half.
  const characters = Array.from(base);
  if (characters.length <= max) return name;
  return `${characters.slice(0, max).join('')}...${extension}`;
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** The name a photo is uploaded under: the visitor's own file name is never forwarded. */
export function safeUploadName(slot: PhotoSlot, mime: string): string {
  const extension = extensions[mime.toLowerCase()];
  return extension ? `${slot}.${extension}` : slot;
}
