'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { NewsCard } from './news-card';
import type { NewsCardPost, NewsPageResult } from './types';
import styles from './news-list.module.css';

type Props = {
  initialPosts: NewsCardPost[];
  initialPage: number;
  lastPage: number;
  loadPage: (page: number) => Promise<NewsPageResult>;
};

export function NewsList({ initialPosts, initialPage, lastPage: initialLastPage, loadPage }: Props) {
  const t = useTranslations('News');
  const [posts, setPosts] = useState(initialPosts);
  const [currentPage, setCurrentPage] = useState(initialPage);
  const [lastPage, setLastPage] = useState(initialLastPage);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [pending, startTransition] = useTransition();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const newLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // Keyboard and screen-reader users continue from the first story that was just added.
    if (focusIndex !== null) newLink.current?.focus();
  }, [focusIndex]);

  function loadMore() {
    if (pending) return;
    setFailed(false);
    startTransition(async () => {
      const result = await loadPage(currentPage + 1).catch((): NewsPageResult => ({ ok: false }));
      if (!result.ok) {
        setFailed(true);
        return;
      }
      const known = new Set(posts.map((post) => post.id));
      const added = result.posts.filter((post) => !known.has(post.id));
      if (added.length > 0) setFocusIndex(posts.length);
      setPosts([...posts, ...added]);
      setCurrentPage(result.currentPage);
      setLastPage(result.lastPage);
      setAnnouncement(t('loaded', { count: added.length }));
    });
  }

  if (posts.length === 0) return <p className={styles.empty}>{t('empty')}</p>;

  return (
    <>
      <ul className={styles.grid} aria-label={t('listLabel')}>
        {posts.map((post, index) => (
          <li key={post.id} className={index === 0 ? styles.leadItem : undefined}>
            <NewsCard post={post} lead={index === 0} linkRef={index === focusIndex ? newLink : undefined} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className={styles.more}>
        {failed ? (
          <p className={styles.error} role="alert">
            {t('loadFailed')}
          </p>
        ) : null}
        {currentPage < lastPage ? (
          <button type="button" className={styles.moreButton} onClick={loadMore} aria-disabled={pending} aria-busy={pending}>
            {pending ? t('loading') : t('more')}
          </button>
        ) : null}
      </div>
    </>
  );
}
