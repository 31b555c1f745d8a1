'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ApplicationFailure } from '@/lib/forms/application/answer';
import { APPLICATION_ERROR_KEYS, knownKey } from '@/lib/i18n/message-keys';

export type ErrorText = (code: string | undefined, isChoice?: boolean) => string | null;

/** The application form's words for an error code and for a failed send, in the page's language. */
export function useApplicationText() {
  const t = useTranslations('ApplicationForm');

  /** The translated reason for an error code; a missing choice reads "choose an option", not "fill in". */
  // Stable across renders: the form's memoized sections take it as a prop.
  const errorText = useCallback<ErrorText>(
    (code, isChoice = false) => {
      if (!code) return null;
      if (isChoice && code === 'required') return t('errors.choose');
      if (code === 'refused') return t('errors.refused');
      // 'choose' and 'refused' are not codes a schema gives: only the two cases above say them.
      const key = knownKey(APPLICATION_ERROR_KEYS, code, 'invalid');
      return t(`errors.${key === 'choose' || key === 'refused' ? 'invalid' : key}`);
    },
    [t],
  );

  /** What the alert beside Send says about a failed send, and what to do next. */
  const failureText = (failure: ApplicationFailure | null): { message: string; detail: string } | null => {
    if (!failure) return null;
    switch (failure.kind) {
      case 'rateLimited':
        return { message: t('failure.rateLimited'), detail: t('failure.rateLimitedDetail', { minutes: failure.minutes }) };
      case 'tooLarge':
        return { message: t('failure.tooLarge'), detail: t('failure.tooLargeDetail') };
      case 'type':
        return { message: t('failure.type'), detail: t('failure.typeDetail') };
      case 'invalid':
        return { message: t('failure.invalid'), detail: '' };
      case 'preparing':
        return { message: t('failure.preparing'), detail: '' };
      case 'busy':
        return { message: t('failure.busy'), detail: t('failure.busyDetail', { seconds: failure.seconds }) };
      case 'expired':
        return { message: t('failure.expired'), detail: t('failure.expiredDetail') };
      case 'refused':
        return { message: t('failure.refused', { data: failure.data }), detail: t('failure.refusedDetail', { data: failure.data }) };
      default:
        return { message: t('failure.upstream'), detail: t('failure.upstreamDetail') };
    }
  };

  return { t, errorText, failureText };
}
