/** Links for the agency's contact details as the panel's website texts hold them. */

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** '@handle', 'handle' or a full profile URL → the profile URL; null when nothing usable is left. */
export function instagramHref(value: string): string | null {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const handle = trimmed.replace(/^@/, '');
  return /^[\w.]{1,30}$/.test(handle) ? `https://www.instagram.com/${handle}/` : null;
}

/** '@handle' for display, whatever form the value came in. */
export function instagramHandle(value: string): string {
  const trimmed = value.trim();
  const fromUrl = /instagram\.com\/([\w.]+)/i.exec(trimmed)?.[1];
  return `@${(fromUrl ?? trimmed).replace(/^@/, '')}`;
}

export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
