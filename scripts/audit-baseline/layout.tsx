import type { Metadata } from 'next';
import { displayFont, textFont, textStrongFont } from '@/app/fonts';

/**
 * The root layout of the audit's empty page, copied into the audit's own build only
 * (scripts/lib/audit-build.ts). The same font faces as the site's layout, so the same files are
 * declared and Inter regular is preloaded and painted with; none of the site's layout, style or data.
 */
export const metadata: Metadata = {
  title: 'Baseline',
  description: 'An empty page of the audit build, measured by npm run audit as the framework floor.',
};

export default function BaselineLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt" className={`${displayFont.variable} ${textFont.variable} ${textStrongFont.variable}`}>
      <body style={{ fontFamily: 'var(--font-text)' }}>{children}</body>
    </html>
  );
}
