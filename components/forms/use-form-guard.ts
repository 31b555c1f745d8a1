'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { withFormToken } from '@/lib/forms/token-place';
import { fetchFormToken } from './fetch-form-token';

/** The field name the form endpoints read the submission id from (lib/shared-state/submissions.ts). */
export const SUBMISSION_ID_FIELD = 'submissionId';

/** 32 random hex characters; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The two values a form sends besides what the visitor typed:
 * - the signed form token, in the query of the address the form posts to (`action(path)`,
 *   lib/forms/token-place.ts), so the server checks it before reading the body: the page's HTML
 *   carries one (for posting without JavaScript); the page is cached, so once the form is on screen a
 *   fresh one is fetched, and the server's time trap counts from the moment the visitor opened the
 *   form, not from when the page was rendered;
 * - the submission id: one per send, kept for every retry of that send so a double tap or a retry
 *   after a lost answer makes one entry; `nextSubmission()` after a success starts a new one.
 */
export function useFormGuard(renderedToken: string) {
  const [token, setToken] = useState(renderedToken);
  const submission = useRef<string | null>(null);

  const refreshToken = useCallback(async () => {
    // None (offline for a moment): the page's own token still works.
    const fresh = await fetchFormToken();
    if (fresh) setToken(fresh);
  }, []);

  // Once the form is on screen: the answer arrives later, from outside React (not a synchronous set).
  // In a task of its own: hydration may run inside a visitor's first key press, and the request need
  // not wait in front of that key's paint.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void fetchFormToken().then((fresh) => {
        if (current && fresh) setToken(fresh);
      });
    }, 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, []);

  const submissionId = useCallback(() => {
    submission.current ??= newSubmissionId();
    return submission.current;
  }, []);

  const nextSubmission = useCallback(() => {
    submission.current = null;
  }, []);

  /** Where the form posts, its token included: the form's `action` and the script's send alike. */
  const action = useCallback((path: string) => withFormToken(path, token), [token]);

  return { token, action, refreshToken, submissionId, nextSubmission };
}
