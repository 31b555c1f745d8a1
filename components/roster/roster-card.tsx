'use client';

import { useState } from 'react';
import Image from 'next/image';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import type { TalentSummary } from '@/lib/api/types';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { talentSlug } from '@/lib/talents/slug';
import styles from './roster-card.module.css';

type Props = {
  talent: TalentSummary;
  /** Cards of the first row load at once; the rest wait until they come near the viewport. */
  eager: boolean;
  /** The first cards are the largest paint on phones. */
  highPriority: boolean;
  onOpen: (talentId: number) => void;
};

// Two columns on phones, three from 640 px, four from 1024 px, five from 1366 px, six from 1750 px.
const CARD_SIZES =
  '(min-width: 1750px) 280px, (min-width: 1366px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

export function RosterCard({ talent, eager, highPriority, onOpen }: Props) {
  const [loaded, setLoaded] = useState(false);
  const router = useRouter();
  const href = { pathname: '/models/[slug]/[name]', params: { slug: String(talent.id), name: talentSlug(talent.name) } } as const;
  // Prefetch on intent, not for every card in view: on a phone that would download a dozen profiles nobody opens.
  const prefetch = () => router.prefetch(href);
  return (
    <li className={styles.card}>
      <Link
        href={href}
        prefetch={false}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        className={styles.link}
        data-card-link=""
        onClick={() => onOpen(talent.id)}
      >
        <span className={styles.frame} data-loading={talent.cover !== null && !loaded}>
          {talent.cover ? (
            // The name right below is the link's text, so the photo adds nothing for screen readers.
            <Image
              src={talent.cover}
              alt=""
              fill
              sizes={CARD_SIZES}
              className={styles.photo}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={highPriority ? 'high' : 'auto'}
              quality={60}
              onLoad={() => setLoaded(true)}
            />
          ) : null}
        </span>
        <span className={styles.name}>{talent.name}</span>
      </Link>
      <FavoriteToggle talent={talent} variant="card" />
    </li>
  );
}
