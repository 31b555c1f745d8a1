import { getTranslations } from 'next-intl/server';
import { STAFF_ROLES, type StaffGroups, type StaffMember, type StaffRole } from '@/lib/api/staff-groups';
import { instagramHandle, instagramHref, mailtoHref } from './contact-links';
import styles from './contact-page.module.css';

// Bookers are the ones visitors most often need, and the only role with an assistant.
const SHOWS_ASSISTANT: ReadonlySet<StaffRole> = new Set(['bookers']);

/** Block 2: active staff by role; a role with nobody active gets no heading at all. */
export async function StaffList({ groups }: { groups: StaffGroups }) {
  const t = await getTranslations('Contact');
  const filled = STAFF_ROLES.filter((role) => groups[role].length > 0);
  if (filled.length === 0) return null;

  return (
    <section className={styles.block} aria-labelledby="contact-staff">
      <h2 id="contact-staff" className={styles.blockTitle}>
        {t('staffTitle')}
      </h2>
      {filled.map((role) => (
        <section key={role} className={styles.group} aria-labelledby={`staff-${role}`}>
          <h3 id={`staff-${role}`} className={styles.groupTitle}>
            {t(`roles.${role}`)}
          </h3>
          <ul className={styles.people}>
            {groups[role].map((member) => (
              <StaffCard key={member.id} member={member} showAssistant={SHOWS_ASSISTANT.has(role)} newTab={t('newTab')} assistantLabel={t('assistant')} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function StaffCard({
  member,
  showAssistant,
  newTab,
  assistantLabel,
}: {
  member: StaffMember;
  showAssistant: boolean;
  newTab: string;
  assistantLabel: string;
}) {
  const instagramUrl = member.instagram ? instagramHref(member.instagram) : null;
  return (
    <li className={styles.person}>
      <p className={styles.personName}>{member.name}</p>
      {member.email ? (
        <a className={styles.personLink} href={mailtoHref(member.email)}>
          {member.email}
        </a>
      ) : null}
      {member.instagram && instagramUrl ? (
        <a className={styles.personLink} href={instagramUrl} target="_blank" rel="noopener noreferrer">
          {instagramHandle(member.instagram)}
          <span className="visually-hidden"> ({newTab})</span>
        </a>
      ) : null}
      {showAssistant && member.assistant ? (
        <p className={styles.personMeta}>
          {assistantLabel}: {member.assistant}
        </p>
      ) : null}
    </li>
  );
}
