import Image from 'next/image';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import studioLight from '@/public/about/studio-light.jpg';
import styles from './about-content.module.css';

/** About: title, the agency's story as rich text from the messages, and a photograph. */
export async function AboutContent() {
  const t = await getTranslations('About');
  return (
    <article className={`container ${styles.about}`}>
      <header className={styles.head}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className="page-title">{t('title')}</h1>
      </header>
      <figure className={styles.figure}>
        <Image
          src={studioLight}
          alt={t('imageAlt')}
          // No blur placeholder: its SVG Gaussian filter is rasterised on the CPU before the first
          // frame (~100 ms later first paint in a cold Chromium here); the soft tone holds the place.
          // Above the fold on phones, where it is the page's largest element: load it first.
          preload
          // `sizes` cannot read CSS variables; 32 px is the phone gutter on both sides.
          sizes="(min-width: 1024px) 42vw, calc(100vw - 32px)"
          className={styles.image}
        />
      </figure>
      <div className={styles.text}>
        {t.rich('body', {
          lead: (chunks: ReactNode) => <p className={styles.lead}>{chunks}</p>,
          p: (chunks: ReactNode) => <p>{chunks}</p>,
          h2: (chunks: ReactNode) => <h2 className={styles.subhead}>{chunks}</h2>,
          strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
          em: (chunks: ReactNode) => <em>{chunks}</em>,
        })}
      </div>
    </article>
  );
}
