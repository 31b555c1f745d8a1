import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import styles from './package.module.css';

type Props = { token: string; locale: Locale; problem: 'wrong' | 'limited' | null };

/** The PIN form: a plain post (no script needed); the route keeps a right PIN in an HttpOnly cookie. */
export async function PinPrompt({ token, locale, problem }: Props) {
  const t = await getTranslations('Package');
  return (
    <section className={`container ${styles.pin}`} aria-labelledby="pin-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 className={styles.title} id="pin-title">{t('pinTitle')}</h1>
      <p>{t('pinIntro')}</p>
      {problem ? (
        <p className={styles.error} role="alert" id="pin-problem">{t(problem === 'wrong' ? 'pinWrong' : 'pinLimited')}</p>
      ) : null}
      <form className={styles.form} method="post" action={`/api/packages/${encodeURIComponent(token)}/pin/${locale}`}>
        <div className={styles.field}>
          <label htmlFor="package-pin">{t('pinLabel')}</label>
          <input
            id="package-pin"
            name="pin"
            type="password"
            inputMode="text"
            autoComplete="off"
            required
            minLength={4}
            maxLength={12}
            pattern="[A-Za-z0-9]{4,12}"
            aria-describedby={problem ? 'pin-problem' : undefined}
            aria-invalid={problem === 'wrong' || undefined}
          />
        </div>
        <div>
          <button type="submit" className={`${styles.button} ${styles.solid}`}>{t('pinSubmit')}</button>
        </div>
      </form>
    </section>
  );
}
