import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

/**
 * Any path under a locale that names no screen is the localized 404. Its metadata throws too: Next.js
 * serves the 404's own metadata ('Página não encontrada | <site>') only when metadata resolution itself
 * hits notFound(); otherwise the browser receives the layout's bare title beside the 404's.
 */
export async function generateMetadata(): Promise<Metadata> {
  notFound();
}

export default function CatchAll() {
  notFound();
}
