'use client';

import { useEffect } from 'react';
import { clearDraft } from '@/lib/forms/application/draft';

/**
 * On the thank-you page: an application the browser posted itself (a tap on Send before the form's
 * script ran) was sent all the same, so the copy this browser kept of it goes too.
 */
export function ForgetDraft() {
  useEffect(() => clearDraft(), []);
  return null;
}
