import type { Metadata } from 'next';

/**
 * The audit's baseline: the same build's Next.js and React runtime with none of the site's layout.
 * A root layout of its own (route group), and a dotted path so proxy.ts never routes it.
 */
export const metadata: Metadata = {
  title: 'Baseline',
  description: 'An empty page of the same build, measured by npm run audit as the framework floor.',
};

export default function BaselineLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt">
      <body>{children}</body>
    </html>
  );
}
