import { checkPicks, handOffPicks, MAX_NOTE } from '@/lib/packages/answer';
import { clientSendRoute, failureCode } from '@/lib/packages/client-send-route';

/**
 * `POST /api/packages/{token}/picks/{lang}` (the form token in `?t=`): the client's answer (talent_ids ticked, name, e-mail,
 * note) checked against the package and handed to the outbox. A browser's own form lands on the page
 * saying what was sent (`?sent=12,9#answer`) or why not (`?error=<code>#answer`).
 */
export const POST = clientSendRoute({
  scope: 'package-picks',
  // Sixty ticks, a name, an e-mail and a 5000-character note in 4-byte characters, with room to spare.
  maxBytes: 64 * 1024,
  maxFieldChars: MAX_NOTE * 2,
  // A client sends an answer and maybe a change or two; more than ten in ten minutes is a script.
  rateLimit: { limit: 10, windowMs: 10 * 60_000 },
  check: (pkg, form) => {
    const checked = checkPicks(pkg, form);
    return checked.ok ? { ok: true, value: checked.picks } : checked;
  },
  handOff: ({ token, fields, value, receivedAt }) => handOffPicks(token, fields, value, receivedAt),
  landing: ({ status, errors }, picks) => {
    if (picks) return `?sent=${picks.talentIds.join(',')}#answer`;
    return `?error=${errors.talent_ids === 'not_in_package' ? 'not_in_package' : failureCode(status, errors)}#answer`;
  },
});
