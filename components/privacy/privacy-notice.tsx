import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Inline, NoticeBlock, NoticeDocument } from '@/lib/privacy/document';
import styles from './privacy-page.module.css';

function InlineRun({ content }: { content: Inline[] }): ReactNode {
  return content.map((inline, index) => {
    if (typeof inline === 'string') return inline;
    if ('strong' in inline) return <strong key={index}>{inline.strong}</strong>;
    const external = /^https?:/.test(inline.href);
    return (
      <a key={index} href={inline.href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {inline.text}
      </a>
    );
  });
}

function Block({ block }: { block: NoticeBlock }) {
  if (block.kind === 'p') {
    return (
      <p data-notice-part="p">
        <InlineRun content={block.content} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item, index) => (
        <li key={index} data-notice-part="li">
          <InlineRun content={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The notice as the visitor reads it, drawn from the same document its version digests: the title,
 * the lead, the version and date, a list of its sections, and each section. Nothing here adds words of
 * its own to the notice but the version line and the contents' label. The `data-notice-*` marks let a test
 * read the text back as the version digests it (tests/e2e/support/notice.ts).
 */
export async function PrivacyNotice({ document, version }: { document: NoticeDocument; version: string }) {
  const t = await getTranslations('PrivacyPage');
  return (
    <>
      <header className={styles.head} data-notice-lang={document.lang}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className="page-title" data-notice-part="title">
          {document.title}
        </h1>
        <p className={styles.lead} data-notice-part="lead">
          {document.lead}
        </p>
        <p className={styles.version} data-notice-version={version}>
          {t.rich('version', {
            version,
            date: () => (
              <time dateTime={document.date.iso} data-notice-part="date">
                {document.date.text}
              </time>
            ),
          })}
        </p>
      </header>
      <nav className={styles.contents} aria-labelledby="privacy-contents">
        <p id="privacy-contents" className={styles.contentsTitle}>
          {t('contents')}
        </p>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.text}>
        {document.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className={styles.subhead} data-notice-part="heading">
              {section.heading}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
