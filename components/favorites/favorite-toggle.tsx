'use client';

import { useTranslations } from 'next-intl';
import { type FavoriteTalent, toggleFavorite, useFavorites } from '@/lib/talents/favorites/store';
import { HeartIcon } from './heart-icon';
import styles from './favorite-toggle.module.css';

type Props = {
  talent: FavoriteTalent;
  /** `card` sits in the top-right corner of a photo (the card must be `position: relative`); `profile` is inline with a visible label. */
  variant: 'card' | 'profile';
  className?: string;
};

export function FavoriteToggle({ talent, variant, className }: Props) {
  const t = useTranslations('Favorites');
  const { has } = useFavorites();
  const pressed = has(talent.id);
  const hidden = (chunks: React.ReactNode) => <span className="visually-hidden">{chunks}</span>;
  // The card variant is an icon: the whole sentence is for screen readers. The profile variant shows
  // "Adicionar aos favoritos" and keeps the talent's name for screen readers only.
  const label =
    variant === 'card'
      ? hidden(t.rich(pressed ? 'remove' : 'add', { name: talent.name, talent: (chunks) => chunks }))
      : t.rich(pressed ? 'remove' : 'add', { name: talent.name, talent: hidden });

  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={[styles.toggle, styles[variant], className].filter(Boolean).join(' ')}
      onClick={() => toggleFavorite(talent)}
    >
      <HeartIcon filled={pressed} className={styles.icon} />
      <span className={variant === 'profile' ? styles.text : undefined}>{label}</span>
    </button>
  );
}
