import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { instagramHandle, instagramHref, mailtoHref, mapHref, telHref } from './contact-links';
import styles from './contact-page.module.css';

export type ContactDetailsData = {
  phone: string | null;
  email: string | null;
  instagram: string | null;
  address: string | null;
};

/** One of the agency's details: its name, and what to use it with. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Block 1: the agency's phone, e-mail, Instagram and address, each as a link that does the obvious thing. */
export async function ContactDetails({ details }: { details: ContactDetailsData }) {
  const t = await getTranslations('Contact');
  const { phone, email, instagram, address } = details;
  const instagramUrl = instagram ? instagramHref(instagram) : null;
  if (!phone && !email && !instagram && !address) return null;

  return (
    <section className={styles.block} aria-labelledby="contact-general">
      <h2 id="contact-general" className={styles.blockTitle}>
        {t('generalTitle')}
      </h2>
      <dl className={styles.details}>
        {phone ? <Detail term={t('phone')}><a href={telHref(phone)}>{phone}</a></Detail> : null}
        {email ? <Detail term={t('email')}><a href={mailtoHref(email)}>{email}</a></Detail> : null}
        {instagram ? (
          <Detail term={t('instagram')}>
            {instagramUrl ? (
              <a href={instagramUrl} target="_blank" rel="noopener noreferrer">
                {instagramHandle(instagram)}
                <span className="visually-hidden"> ({t('newTab')})</span>
              </a>
            ) : (
              instagram
            )}
          </Detail>
        ) : null}
        {address ? (
          <Detail term={t('address')}>
            <address className={styles.address}>{address}</address>
            <a className={styles.mapLink} href={mapHref(address)} target="_blank" rel="noopener noreferrer">
              {t('map')}
              <span className="visually-hidden"> ({t('newTab')})</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          </Detail>
        ) : null}
      </dl>
    </section>
  );
}
