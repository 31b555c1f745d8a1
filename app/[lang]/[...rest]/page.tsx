import { notFound } from 'next/navigation';

/** Any path under a locale that names no screen is the localized 404. */
export default function CatchAll() {
  notFound();
}
