import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './honeypot.module.css';

type Props = {
  /** The input's id (`apply-website`, `contact-website`, …), unique on the page. */
  id: string;
  /** Its label, in the page's language: what a bot reads. */
  label: string;
  /** `register('website')`: the field every form endpoint refuses when filled. */
  registration: UseFormRegisterReturn;
};

/** The honeypot: a field hidden from people and assistive technology that only bots fill in. */
export function Honeypot({ id, label, registration }: Props) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
