import { getLocale, getTranslations } from 'next-intl/server';
import type { TalentLocation, TalentProfile } from '@/lib/api/types';
import {
  DIGITALS_STALE_MONTHS,
  digitalsAreStale,
  formatDay,
  formatFollowers,
  formatMonth,
  instagramUrl,
} from '@/lib/talents/casting';
import styles from './casting-details.module.css';

/**
 * What a booker checks before booking, beside the profile's photos and measurements: where the
 * talent is, how recent the digitals and measurements are, the mother agency and Instagram. Server
 * components: plain text and links, no script. Each part is left out when the panel does not say.
 */

/** How many of the newest digital sets are named under the gallery. */
const NAMED_SETS = 3;

type Part = { profile: TalentProfile; today: Date; minor: boolean };

/** Where the talent is now: "Em São Paulo", "Em Milano até 20 de dez.", "Fora da cidade". A minor's city and dates are left out. */
export async function TalentWhereabouts({ location, today, minor }: { location: TalentLocation | null | undefined; today: Date; minor: boolean }) {
  if (!location) return null;
  const t = await getTranslations('Casting');
  const locale = await getLocale();
  const city = minor ? null : location.city;
  // A return date already past says nothing about now.
  const until = !minor && !location.inTown && location.until && location.until >= today.toISOString().slice(0, 10) ? formatDay(location.until, locale, today) : null;
  let text: string;
  if (city) text = until ? t('inCityUntil', { city, date: until }) : t('inCity', { city });
  else if (location.inTown) text = t('inTown');
  else text = until ? t('awayUntil', { date: until }) : t('away');
  return (
    <p className={styles.whereabouts} data-in-town={location.inTown}>
      {text}
    </p>
  );
}

/** Under the measurements: when they were taken, the mother agency, Instagram. */
export async function CastingFacts({ profile, minor, showMeasuredAt }: Omit<Part, 'today'> & { showMeasuredAt: boolean }) {
  const t = await getTranslations('Casting');
  const locale = await getLocale();
  const measuredAt = showMeasuredAt && profile.measuredAt ? formatMonth(profile.measuredAt, locale) : null;
  const agency = profile.motherAgency ?? null;
  const instagram = minor ? null : (profile.instagram ?? null);
  if (!measuredAt && !agency && !instagram) return null;
  return (
    <div className={styles.facts}>
      {measuredAt ? <p className={styles.measuredAt}>{t('measuredAt', { month: measuredAt })}</p> : null}
      {agency || instagram ? (
        <dl className={styles.list}>
          {agency ? (
            <div className={styles.row}>
              <dt className={styles.label}>{t('motherAgency')}</dt>
              <dd className={styles.value}>
                {agency.url ? (
                  <a href={agency.url} rel="noopener" className={styles.link}>
                    {agency.name}
                  </a>
                ) : (
                  agency.name
                )}
              </dd>
            </div>
          ) : null}
          {instagram ? (
            <div className={styles.row}>
              <dt className={styles.label}>{t('instagram')}</dt>
              <dd className={styles.value}>
                <a href={instagramUrl(instagram.handle)} rel="noopener" className={styles.link}>
                  @{instagram.handle}
                </a>
                {instagram.followers !== null ? (
                  <span className={styles.followers}>
                    {t('followers', { count: instagram.followers, followers: formatFollowers(instagram.followers, locale) })}
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/** Under the gallery: the months the digitals were taken, and a quiet mark when the newest are old. */
export async function DigitalsTaken({ profile, today }: Omit<Part, 'minor'>) {
  const sets = profile.digitalSets ?? [];
  if (sets.length === 0) return null;
  const t = await getTranslations('Casting');
  const locale = await getLocale();
  const months = new Intl.ListFormat(locale, { type: 'conjunction' }).format(sets.slice(0, NAMED_SETS).map((set) => formatMonth(set.month, locale)));
  return (
    <p className={styles.digitals}>
      {t('digitals', { months })}
      {digitalsAreStale(sets, today) ? (
        <span className={styles.stale} data-stale="">
          <span aria-hidden="true">· </span>
          {t('digitalsOld', { count: DIGITALS_STALE_MONTHS })}
        </span>
      ) : null}
    </p>
  );
}
