import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { APPLICATION_VISITOR_FIELDS } from '@/lib/forms/application/fields';
import { PHOTO_SLOTS } from '@/lib/forms/application/rules';
import { isPanelOnlyField, type FieldProblem, type FormKind, type ResultDetails, type ResultForm, type SentDetails } from '@/lib/forms/result';
import { Link } from '@/lib/i18n/navigation';
import { APPLICATION_ERROR_KEYS, CONTACT_ERROR_KEYS, PRIVACY_REQUEST_ERROR_KEYS, knownKey, type ApplicationLabelKey } from '@/lib/i18n/message-keys';
import { PRIVACY_OFFICER_HASH, PRIVACY_PATHNAME, PRIVACY_REQUEST_HASH } from '@/lib/privacy/pathname';
import { confirmationDays } from '@/lib/confirmations/days';
import type { PrivacyRequestKind } from '@/lib/forms/privacy-request/rules';
import { SentRequestEmail } from '@/components/privacy/sent-request-email';
import { BackToForm } from './back-to-form';
import { FocusHeading } from './focus-heading';
import styles from './form-result.module.css';

type Props = { form: ResultForm } & (
  | {
      outcome: 'sent';
      /** An application kept until the guardian confirms it by e-mail (lib/confirmations). */
      waitsForGuardian?: boolean;
      /** What the form adds to its thank-you (the application forgets the answers this browser kept). */
      children?: ReactNode;
      /** What the sent page names of the send: its reference and the kind of request (the rights request). */
      sent?: SentDetails | undefined;
    }
  | { outcome: 'not-sent'; details: ResultDetails }
);

/** Every answer the visitor gives has a label of its own in the form (the city id has none). */
const APPLICATION_LABELS: readonly ApplicationLabelKey[] = APPLICATION_VISITOR_FIELDS;

/** Names and reasons of the fields to fix, in the words the form itself uses beside them. */
async function problemTexts(form: FormKind, problems: FieldProblem[]): Promise<Array<{ field: string; label: string; reason: string }>> {
  const result = await getTranslations('FormResult');
  if (form === 'contact') {
    const t = await getTranslations('ContactForm');
    return problems.map(({ field, code }) => {
      const name = field as 'name' | 'email' | 'phone' | 'message';
      const known = knownKey(CONTACT_ERROR_KEYS, code, 'invalid');
      return { field, label: t(name), reason: t(`errors.${known}`, { field: name, max: 0 }) };
    });
  }
  if (form === 'privacy') {
    const t = await getTranslations('PrivacyRequest');
    return problems.map(({ field, code }) => {
      const name = field as 'name' | 'email' | 'request' | 'details';
      const known = knownKey(PRIVACY_REQUEST_ERROR_KEYS, code, 'invalid');
      return { field, label: t(`labels.${name}`), reason: t(`errors.${known}`, { field: name, max: 0 }) };
    });
  }
  const t = await getTranslations('ApplicationForm');
  return problems.map(({ field, code }) => {
    const slot = PHOTO_SLOTS.indexOf(field as (typeof PHOTO_SLOTS)[number]);
    if (slot >= 0) {
      return { field, label: t('photos.slot', { number: slot + 1 }), reason: t(`photos.errors.${code === 'type' || code === 'unreadable' ? code : 'required'}`) };
    }
    if (isPanelOnlyField(field)) {
      const label = field === 'id_country' ? t('labels.country') : field === 'contacts' ? t('labels.father') : result('city');
      return { field, label, reason: result('refusedField') };
    }
    const labelKey = (APPLICATION_LABELS as readonly string[]).includes(field) ? (field as ApplicationLabelKey) : null;
    const label =
      field === 'accept' ? t('sections.consent') : field === 'guardian_accept' ? t('guardian.acceptTitle') : labelKey ? t(`labels.${labelKey}`) : field;
    const known = knownKey(APPLICATION_ERROR_KEYS, code, 'invalid');
    return { field, label, reason: t(`errors.${known === 'choose' || known === 'refused' ? 'invalid' : known}`) };
  });
}

/** Every confirmation of the application and the contact form says where to read how their data is handled. */
async function PrivacyLink({ form }: { form: FormKind }) {
  if (form === 'privacy') return null;
  const t = await getTranslations('FormResult');
  return (
    <p className={styles.note}>
      <Link href={PRIVACY_PATHNAME}>{t('privacyLink')}</Link>
    </p>
  );
}

const SENT_TITLE_ID = 'form-result-title';

/** What was asked and where its confirmation link went (that only in the browser that sent it: never in the address). */
async function SentSummary({ form, sent }: { form: FormKind; sent: SentDetails }) {
  if (form !== 'privacy' || (!sent.request && !sent.reference)) return null;
  const t = await getTranslations('FormResult');
  const kinds = await getTranslations('PrivacyRequest.kinds');
  return (
    <dl className={styles.summary}>
      {sent.request ? (
        <div className={styles.summaryRow}>
          <dt>{t('summary.request')}</dt>
          <dd>{kinds(sent.request as PrivacyRequestKind)}</dd>
        </div>
      ) : null}
      {sent.reference ? <SentRequestEmail reference={sent.reference} label={t('summary.email')} className={styles.summaryRow} /> : null}
    </dl>
  );
}

/**
 * The page a form posted without JavaScript ends on: a thank-you, or what went wrong and how to get
 * back to the answers. Server-rendered, so it reads the same with scripts off.
 */
export async function FormResult(props: Props) {
  const { kind: form, pages } = props.form;
  const t = await getTranslations('FormResult');

  if (props.outcome === 'sent') {
    const days = confirmationDays();
    const guardian = props.waitsForGuardian === true;
    const reference = props.sent?.reference ?? null;
    return (
      <div className={`container ${styles.page}`}>
        <div className={styles.card}>
          {props.children}
          <span className={styles.check} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <p className="eyebrow">{t(`${form}.sentEyebrow`)}</p>
          {/* Where the focus goes as the page arrives: it says what to do, and the reference to quote. */}
          <h1 id={SENT_TITLE_ID} className={`page-title ${styles.title}`} tabIndex={-1}>
            {guardian ? t('application.sentGuardianTitle') : t(`${form}.sentTitle`)}
            {reference ? (
              <span className={styles.reference}>
                <span className="visually-hidden">. </span>
                {t('reference', { reference })}
              </span>
            ) : null}
          </h1>
          <FocusHeading id={SENT_TITLE_ID} />
          {props.sent ? <SentSummary form={form} sent={props.sent} /> : null}
          <p className={styles.lead}>{guardian ? t('application.sentGuardian', { days }) : t(`${form}.sentLead`, { days })}</p>
          <p className={styles.note}>
            {t.rich(`${form}.sentNext`, {
              // Where to ask about one's data: the request form on the privacy page, not the contact page.
              request: (chunks) => <Link href={{ pathname: PRIVACY_PATHNAME, hash: PRIVACY_REQUEST_HASH }}>{chunks}</Link>,
            })}
          </p>
          <PrivacyLink form={form} />
          <ResultActions
            label={t(`${form}.sentTitle`)}
            primary={
              <Link href="/" className={styles.primary}>
                {t('home')}
              </Link>
            }
            secondary={form === 'application' ? { href: '/models', text: t('models') } : null}
          />
        </div>
      </div>
    );
  }

  const { reason, problems, minutes } = props.details;
  const items = await problemTexts(form, problems);
  const lead = reason === 'rate_limited' ? t('reasons.rate_limited', { minutes: minutes ?? 1 }) : t(`reasons.${reason}`);
  const hasPhotos = form === 'application' && reason !== 'rate_limited' && reason !== 'upstream';

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <p className="eyebrow">{t('notSentEyebrow')}</p>
        <h1 className={`page-title ${styles.title}`}>{t(`${form}.notSentTitle`)}</h1>
        <div className={styles.problem} role="alert">
          <p className={styles.lead}>{lead}</p>
          {items.length > 0 ? (
            <ul className={styles.list}>
              {items.map(({ field, label, reason: text }) => (
                <li key={field}>
                  <strong>{label}</strong>: {text}
                </li>
              ))}
            </ul>
          ) : null}
          {reason === 'refused' ? (
            <p className={styles.note}>
              {/* A request about one's data has its own other way: the data protection officer, never the contact page. */}
              {form === 'privacy'
                ? t.rich('privacy.refusedHelp', { officer: (chunks) => <Link href={{ pathname: PRIVACY_PATHNAME, hash: PRIVACY_OFFICER_HASH }}>{chunks}</Link> })
                : t('refusedHelp')}
            </p>
          ) : null}
        </div>
        <p className={styles.back}>
          {t('back')}
          {hasPhotos ? ` ${t('photosNote')}` : null}
        </p>
        <PrivacyLink form={form} />
        <ResultActions
          label={t(`${form}.notSentTitle`)}
          primary={
            <BackToForm href={pages.form} hash={form === 'privacy' ? PRIVACY_REQUEST_HASH : undefined} className={styles.primary}>
              {t(`${form}.formLink`)}
            </BackToForm>
          }
          secondary={form === 'application' ? { href: '/contact', text: t('contactLink') } : null}
        />
      </div>
    </div>
  );
}

type ResultActionsProps = {
  /** The page's title: the navigation is named after what happened. */
  label: string;
  primary: ReactNode;
  secondary: { href: '/models' | '/contact'; text: string } | null;
};

/** The way on from a result: the main link first, then (for the application) a quieter one. */
function ResultActions({ label, primary, secondary }: ResultActionsProps) {
  return (
    <nav className={styles.actions} aria-label={label}>
      {primary}
      {secondary ? (
        <Link href={secondary.href} className={styles.secondary}>
          {secondary.text}
        </Link>
      ) : null}
    </nav>
  );
}
