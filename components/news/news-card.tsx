import Image from 'next/image';
import { Link } from '@/lib/i18n/navigation';
import type { NewsCardPost } from './types';
import styles from './news-list.module.css';

type Props = {
  post: NewsCardPost;
  /** The lead story spans the grid and loads its cover first. */
  lead?: boolean;
  linkRef?: React.Ref<HTMLAnchorElement>;
};

export function NewsCard({ post, lead = false, linkRef }: Props) {
  return (
    <article className={lead ? `${styles.card} ${styles.lead}` : styles.card}>
      <div className={styles.media}>
        {post.cover ? (
          <Image
            src={post.cover}
            alt=""
            fill
            sizes={lead ? '(min-width: 1024px) 60vw, 100vw' : '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw'}
            priority={lead}
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {post.dateLabel && post.publishedAt ? (
          <time className="eyebrow" dateTime={post.publishedAt}>
            {post.dateLabel}
          </time>
        ) : null}
        <h2 className={styles.title}>
          {/* The whole card is clickable through the stretched link; the title stays the link's name. */}
          <Link href={{ pathname: '/news/[slug]', params: { slug: post.slug } }} className={styles.link} ref={linkRef}>
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
