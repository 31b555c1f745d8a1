'use client';

import type { ComponentProps } from 'react';
import { FormAlert } from './form-alert';
import { Honeypot } from './honeypot';
import { PostedForm } from './posted-form';
import { SubmitButton, type SubmitState } from './submit-button';
import { useEnterMovesNext } from './use-enter-moves-next';
import styles from './short-form.module.css';

type Props = Omit<ComponentProps<typeof PostedForm>, 'className' | 'aria-describedby' | 'onKeyDown'> & {
  /** The note above the fields, which also describes the form to screen readers. */
  note: { id: string; text: string };
  honeypot: ComponentProps<typeof Honeypot>;
  /** Why the last send did not go, and what to do; null when there is nothing to say. */
  failure: { message: string; detail: string } | null;
  state: SubmitState;
};

/**
 * A short form's frame (the contact message, the privacy request): its note, its fields, then the
 * honeypot, the alert of a failed send and the send button. Enter in a field moves to the next one.
 */
export function ShortForm({ note, honeypot, failure, state, children, ...props }: Props) {
  const onKeyDown = useEnterMovesNext();
  return (
    <PostedForm className={styles.form} aria-describedby={note.id} onKeyDown={onKeyDown} {...props}>
      <p id={note.id} className={styles.note}>
        {note.text}
      </p>
      {children}
      <Honeypot {...honeypot} />
      <FormAlert className={styles.alert} message={failure?.message ?? null} detail={failure?.detail ?? null} />
      <div className={styles.actions}>
        <SubmitButton state={state} />
      </div>
    </PostedForm>
  );
}
