import { getTranslations } from 'next-intl/server';
import { leaveCards } from '@/components/roster/card-relay';
import { agencyDateTimes } from '@/lib/i18n/time-zone';
import { paperFor, type Paper } from '@/lib/talents/compcard/layout';
import type { Locale } from '@/lib/i18n/routing';
import type { AskedHold } from '@/lib/packages/hold-rules';
import { ALL_TALENTS_PARAM, FIRST_TALENTS, talentsPartPath } from '@/lib/packages/talent-parts';
import type { ClientPackage } from '@/lib/packages/types';
import { AnswerSection, type AnswerError } from './answer-section';
import { HoldSection, type HoldPageError } from './hold-section';
import { PackageClient } from './package-client';
import { preloadFirstPhoto } from './talent-html';
import { TalentList, type MoreTalents } from './talent-list';
import { packageTalentsHtml } from './talent-part';
import { UnitSwitch } from './unit-switch';
import styles from './package.module.css';

type Props = {
  pkg: ClientPackage;
  locale: Locale;
  sent: number[];
  error: AnswerError | null;
  hold: { asked: AskedHold | null; error: HoldPageError | null; chosen: number | null };
  /** Every talent in the HTML (the no-script path to those after the first ones). */
  all: boolean;
};

const PAPER_NAMES: Record<Paper, string> = { a4: 'A4', letter: 'US Letter' };

/**
 * A package as the client sees it: its title, each talent in the booker's order (server HTML that never
 * travels in React's payload, like a roster's cards: the first ones in the page, the others on demand),
 * then the booker's words and contacts, the answer and the hold request. Its scripts are small islands:
 * the unit switch, the list's next part, the viewer (loaded when wanted), the answer, the hold.
 */
export async function PackageView({ pkg, locale, sent, error, hold, all }: Props) {
  const [t, agencyTime] = await Promise.all([getTranslations('Package'), agencyDateTimes(locale)]);
  const otherPaper: Paper = paperFor(locale) === 'a4' ? 'letter' : 'a4';
  const card = `/api/packages/${encodeURIComponent(pkg.token)}/comp-card/${locale}`;
  const expires = pkg.expiresAt ? agencyTime(pkg.expiresAt) : null;
  preloadFirstPhoto(pkg.talents);
  const written = all ? pkg.talents.length : Math.min(FIRST_TALENTS, pkg.talents.length);
  const talents = await packageTalentsHtml(pkg, locale, { from: 0, to: written, picked: sent });
  const next = pkg.talents[written];
  const sentQuery = sent.length > 0 ? `sent=${sent.join(',')}` : '';
  const more: MoreTalents | null = next
    ? {
        source: `${talentsPartPath(pkg.token, locale)}${sentQuery ? `?${sentQuery}` : ''}`,
        href: `?${ALL_TALENTS_PARAM}=1${sentQuery ? `&${sentQuery}` : ''}#talent-${next.id}`,
        label: t('moreTalents', { count: pkg.talents.length - written }),
        loadingLabel: t('moreTalentsLoading'),
      }
    : null;
  return (
    <article className={`container ${styles.page}`}>
      {/* Only the title before the talents, the unit switch beside its eyebrow: on a phone the first photo is on screen as the page opens. */}
      <header className={styles.intro}>
        <div className={styles.introRow}>
          <p className={`eyebrow ${styles.eyebrow}`}>
            {t('eyebrow')} · {t('count', { count: pkg.talents.length })}
          </p>
          <UnitSwitch />
        </div>
        <h1 className={styles.title}>{pkg.title}</h1>
      </header>
      <TalentList talentsKey={leaveCards(talents)} count={pkg.talents.length} more={more} />
      <section className={styles.about} aria-labelledby="package-about">
        <h2 id="package-about" className={styles.aboutTitle}>{t('about')}</h2>
        {pkg.message ? <p className={styles.message}>{pkg.message}</p> : null}
        <dl className={styles.meta}>
          <div>
            <dt>{t('booker')}</dt>
            <dd>{pkg.booker.name}</dd>
          </div>
          {pkg.booker.email ? (
            <div>
              <dt>{t('bookerEmail')}</dt>
              <dd><a href={`mailto:${pkg.booker.email}`}>{pkg.booker.email}</a></dd>
            </div>
          ) : null}
          {pkg.booker.phone ? (
            <div>
              <dt>{t('bookerPhone')}</dt>
              <dd><a href={`tel:${pkg.booker.phone.replace(/[^\d+]/g, '')}`}>{pkg.booker.phone}</a></dd>
            </div>
          ) : null}
        </dl>
        {expires ? <p className={styles.quiet}>{t('validUntil', { date: expires })}</p> : null}
        <div className={styles.tools}>
          {/* Plain links: the browser opens or saves the PDF itself, with or without script. */}
          <a href={card} className={styles.button}>{t('compCard')}</a>
          <a href={`${card}&paper=${otherPaper}`} className={styles.quiet}>{t('compCardOther', { paper: PAPER_NAMES[otherPaper] })}</a>
        </div>
      </section>
      <AnswerSection pkg={pkg} locale={locale} sent={sent} error={error} />
      <HoldSection pkg={pkg} locale={locale} asked={hold.asked} error={hold.error} chosen={hold.chosen} />
      <PackageClient token={pkg.token} />
    </article>
  );
}
