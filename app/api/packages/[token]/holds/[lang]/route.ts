import { clientSendRoute, failureCode } from '@/lib/packages/client-send-route';
import { checkHold, handOffHold } from '@/lib/packages/hold';
import { HOLD_LIMITS } from '@/lib/packages/hold-rules';

/**
 * `POST /api/packages/{token}/holds/{lang}` (the form token in `?t=`): a client asks the agency to hold one talent of the
 * package for some days (talent_id, from, to, name, e-mail, note), checked with the form's schema and
 * against the package, then handed to the outbox. A browser's own form lands on the page saying what
 * was asked (`?held=12&from=…&to=…#hold`) or why not (`?hold_error=<code>#hold`).
 */
export const POST = clientSendRoute({
  scope: 'package-holds',
  // A name, an e-mail, two dates and a 5000-character note in 4-byte characters, with room to spare.
  maxBytes: 48 * 1024,
  maxFieldChars: HOLD_LIMITS.note * 2,
  // A client asks for a few talents, maybe again with other days; more than twenty in ten minutes is a script.
  rateLimit: { limit: 20, windowMs: 10 * 60_000 },
  check: (pkg, _form, fields) => {
    const checked = checkHold(pkg, fields);
    return checked.ok ? { ok: true, value: checked.hold } : checked;
  },
  handOff: ({ token, pin, fields, value, receivedAt }) => handOffHold(token, pin, fields, value, receivedAt),
  landing: ({ status, errors }, hold) => {
    if (hold) return `?held=${hold.talent_id}&from=${hold.from}&to=${hold.to}#hold`;
    const field = ['talent_id', 'from', 'to'].map((name) => errors[name]).find((code) => code === 'not_in_package' || code === 'date_past' || code === 'date_order');
    return `?hold_error=${field ?? failureCode(status, errors)}#hold`;
  },
});
