import { getTranslations } from 'next-intl/server';
import { leaveCards } from '@/components/roster/card-relay';
import { agencyDateTimes } from '@/lib/i18n/time-zone';
import { paperFor, type Paper } from '@/lib/talents/compcard/layout';
import type { Locale } from '@/lib/i18n/routing';
import type { AskedHold } from '@/lib/packages/hold-rules';
import type { ClientPackage } from '@/lib/packages/types';
import { AnswerSection, ANSWER_FORM_ID, type AnswerError } from './answer-section';
import { HoldSection, type HoldPageError } from './hold-section';
import { PackageClient } from './package-client';
import { preloadFirstPhoto, renderTalentsHtml, talentLabels } from './talent-html';
import { TalentList } from './talent-list';
import { UnitSwitch } from './unit-switch';
import styles from './package.module.css';

type Props = {
  pkg: ClientPackage;
  locale: Locale;
  sent: number[];
  error: AnswerError | null;
  hold: { asked: AskedHold | null; error: HoldPageError | null; chosen: number | null };
};

const PAPER_NAMES: Record<Paper, string> = { a4: 'A4', letter: 'US Letter' };

/**
 * A package as the client sees it: its title, each talent in the booker's order (server HTML that never
 * travels in React's payload, like a roster's cards), then the booker's words and contacts, the answer
 * and the hold request. Its scripts are small islands: the unit switch, the viewer, the answer, the hold.
 */
export async function PackageView({ pkg, locale, sent, error, hold }: Props) {
  const [t, tProfile, agencyTime] = await Promise.all([getTranslations('Package'), getTranslations('Profile'), agencyDateTimes(locale)]);
  const otherPaper: Paper = paperFor(locale) === 'a4' ? 'letter' : 'a4';
  const card = `/api/packages/${encodeURIComponent(pkg.token)}/comp-card/${locale}`;
  const expires = pkg.expiresAt ? agencyTime(pkg.expiresAt) : null;
  preloadFirstPhoto(pkg.talents);
  const talents = renderTalentsHtml(pkg.talents, { locale, labels: talentLabels(t, tProfile), picked: sent, answerFormId: ANSWER_FORM_ID });
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
      <TalentList talentsKey={leaveCards(talents)} count={pkg.talents.length} />
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
