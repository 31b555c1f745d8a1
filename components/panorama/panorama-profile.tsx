import { getTranslations } from 'next-intl/server';
import styles from './panorama-profile.module.css';

type Props = {
  title: string;
  handle: string;
  profileUrl: string;
  email: string | null;
};

/** The agency's social profile header: monogram, handle, a short text, city and contact address. */
export async function PanoramaProfile({ title, handle, profileUrl, email }: Props) {
  const t = await getTranslations('Panorama');
  return (
    <header className={styles.profile}>
      <span className={styles.monogram} aria-hidden="true">
        {title.trim().charAt(0)}
      </span>
      <div className={styles.body}>
        <p className={styles.handle}>
          <a href={profileUrl} target="_blank" rel="noopener noreferrer">
            {handle}
            <span className="visually-hidden"> ({t('newTab')})</span>
          </a>
        </p>
        <p className={styles.bio}>{t('bio')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('cityLabel')}</dt>
            <dd>{t('city')}</dd>
          </div>
          {email ? (
            <div>
              <dt>{t('contactLabel')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </header>
  );
}
