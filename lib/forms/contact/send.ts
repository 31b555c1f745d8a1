import 'server-only';
import { sendEntry } from '@/lib/api/entries';
import { deliveryHeaders, entryFormData } from '@/lib/outbox/entry-body';
import { registerSendKind } from '@/lib/outbox/kinds';

/** A contact message, or a request about one's data (the privacy form), goes to the panel's `contact` entry. */
export const contactSend = registerSendKind({
  kind: 'contact',
  send: async (entry, timeoutMs) => (await sendEntry('contact', entryFormData(entry), deliveryHeaders(entry), timeoutMs)).status,
});
