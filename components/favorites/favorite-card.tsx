import Image from 'next/image';
import type { FavoriteTalent } from '@/lib/talents/favorites/store';
import { Link } from '@/lib/i18n/navigation';
import { talentSlug } from '@/lib/talents/slug';
import styles from './favorites.module.css';

// Same columns as the roster: two on phones, three from 640 px, four from 1024 px, five from 1366 px.
const CARD_SIZES = '(min-width: 1750px) 280px, (min-width: 1366px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

type Props = {
  talent: FavoriteTalent;
  eager?: boolean;
  children?: React.ReactNode;
};

export function FavoriteCard({ talent, eager = false, children }: Props) {
  return (
    <li className={styles.card}>
      <Link
        href={{ pathname: '/models/[slug]/[name]', params: { slug: String(talent.id), name: talentSlug(talent.name) } }}
        className={styles.cardLink}
      >
        <span className={styles.frame}>
          {talent.cover ? (
            // The name below is the link's text; the photo adds nothing for screen readers.
            <Image src={talent.cover} alt="" fill sizes={CARD_SIZES} className={styles.photo} loading={eager ? 'eager' : 'lazy'} quality={60} />
          ) : (
            <span className={styles.initial} aria-hidden="true">
              {Array.from(talent.name.trim())[0]?.toUpperCase()}
            </span>
          )}
        </span>
        <span className={styles.name}>{talent.name}</span>
      </Link>
      {children}
    </li>
  );
}
