'use client';

import { useCallback, useRef, useState } from 'react';
import { readSendAnswer, type SendReading } from '@/lib/forms/send-answer';
import type { SubmitState } from './submit-button';
import { postForm } from './send-failure';

/** A send's answer as a form reads it, with the HTTP status and the answer's JSON (null when no answer came). */
export type FormSendResult = { reading: SendReading; status: number | null; body: unknown };

/**
 * The one browser send of the small forms: posts the form's answers asking for JSON and reads the
 * answer the same way for all (received, or why not: lib/forms/send-answer.ts). One send at a time: a
 * second press while one is on its way is ignored (null). `state` is the submit button's.
 */
export function useFormSend() {
  const [state, setState] = useState<SubmitState>('idle');
  const busy = useRef(false);

  const send = useCallback(async (url: string, body: FormData): Promise<FormSendResult | null> => {
    if (busy.current) return null;
    busy.current = true;
    setState('sending');
    try {
      const result = await postForm(url, body);
      const reading = readSendAnswer(result);
      setState(reading.kind === 'received' ? 'sent' : 'idle');
      return result.kind === 'answer' ? { reading, status: result.status, body: result.body } : { reading, status: null, body: null };
    } finally {
      busy.current = false;
    }
  }, []);

  return { state, setState, send };
}
