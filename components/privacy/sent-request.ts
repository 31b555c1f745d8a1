'use client';

import { useSyncExternalStore } from 'react';

/**
 * The e-mail a rights request was just sent from, kept in this page's memory only (never in the
 * address, never in the browser's storage) so the sent page the form opens can say where the
 * confirmation link went. Gone with a reload or a new tab, where the page says "the e-mail you gave".
 */
let sent: { reference: string; email: string } | null = null;

export function rememberSentRequest(reference: string, email: string): void {
  sent = { reference, email };
}

function subscribeNothing(): () => void {
  return () => {};
}

/** The e-mail of the request with this reference, sent from this page; null otherwise (and on the server). */
export function useSentRequestEmail(reference: string): string | null {
  return useSyncExternalStore(
    subscribeNothing,
    () => (sent?.reference === reference ? sent.email : null),
    () => null,
  );
}
