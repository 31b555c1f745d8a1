import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import type { PackageTalent } from '@/lib/packages/types';
import { displayMeasurement } from '@/lib/roster/units';
import { measurementsFor, type Unit } from '@/lib/talents/measurements';
import { videoEmbedUrl } from '@/lib/talents/video';
import styles from './package.module.css';

type Props = { talent: PackageTalent; position: number; picked: boolean; formId: string };

function measures(talent: PackageTalent, unit: Unit, locale: Locale) {
  return measurementsFor({ ...talent.measurements, gender: talent.gender }, unit, locale);
}

/**
 * One talent of a package as server HTML: the booker's note, only the chosen photos (each a link to the
 * photo, which the page's viewer opens full screen), measurements in both units (the unit switch shows
 * one), videos, and the tick box of the client's answer (in the answer form through `form`).
 */
export async function TalentSection({ talent, position, picked, formId }: Props) {
  const t = await getTranslations('Package');
  const tProfile = await getTranslations('Profile');
  const locale = pageLocale(await getLocale());
  const total = talent.photos.length;
  const videos = talent.video.flatMap((video) => {
    const url = videoEmbedUrl(video);
    return url ? [{ url, provider: video.provider }] : [];
  });
  const headingId = `talent-${talent.id}-name`;
  return (
    <li className={styles.talent} id={`talent-${talent.id}`} data-package-talent={talent.id} aria-labelledby={headingId}>
      <div className={styles.head}>
        <p className={styles.index} aria-hidden="true">{String(position).padStart(2, '0')}</p>
        <h2 className={styles.name} id={headingId}>{talent.name}</h2>
      </div>
      <div className={styles.details}>
        {talent.note ? (
          <p className={styles.note}>
            <span>{t('note')}</span>
            {talent.note}
          </p>
        ) : null}
        {(['metric', 'imperial'] as const).map((unit) => {
          const list = measures(talent, unit, locale);
          return list.length > 0 ? (
            <dl key={unit} className={`${styles.measures} ${styles[unit]}`}>
              {list.map((item) => (
                <div key={item.key}>
                  <dt>{tProfile(`measure.${item.key}`)}</dt>
                  <dd>{displayMeasurement(item, unit)}</dd>
                </div>
              ))}
            </dl>
          ) : null;
        })}
        <label className={styles.pick}>
          <input type="checkbox" name="talent_ids" value={talent.id} form={formId} defaultChecked={picked} />
          <span>{t('pick', { name: talent.name })}</span>
        </label>
      </div>
      <div className={styles.media}>
        {total > 0 ? (
          <ul className={`${styles.photos} ${total > 4 ? styles.many : ''}`} aria-label={t('photos', { name: talent.name })}>
            {talent.photos.map((photo, index) => (
              <li key={`${photo.file}-${index}`}>
                {/* A plain link without script; the page's viewer opens it full screen. */}
                <a
                  href={photo.file}
                  className={styles.photo}
                  data-viewer-talent={talent.id}
                  data-viewer-name={talent.name}
                  data-width={photo.width}
                  data-height={photo.height}
                  aria-label={t('openPhoto', { name: talent.name, position: index + 1, total })}
                  rel="noreferrer"
                >
                  <Image
                    src={photo.file}
                    alt={t('photoAlt', { name: talent.name, position: index + 1, total })}
                    width={photo.width || 1200}
                    height={photo.height || 1800}
                    sizes="(min-width: 960px) 25vw, 78vw"
                    quality={70}
                    loading={position === 1 && index < 2 ? 'eager' : 'lazy'}
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {videos.length > 0 ? (
          <div className={styles.videos} aria-label={t('videos', { name: talent.name })} role="group">
            {videos.map((video, index) => (
              <div key={video.url} className={styles.video}>
                {/* The origin only, never the package's address: YouTube refuses embeds with no referrer at all. */}
                <iframe
                  src={video.url}
                  title={tProfile('videoTitle', { name: talent.name, position: index + 1, total: videos.length, provider: video.provider === 'youtube' ? 'YouTube' : 'Vimeo' })}
                  loading="lazy"
                  referrerPolicy="strict-origin"
                  allow="fullscreen; picture-in-picture; encrypted-media"
                  allowFullScreen
                />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}
