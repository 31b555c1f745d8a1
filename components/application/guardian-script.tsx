/**
 * The application form's early script for the guardian's part. The server draws the form for both
 * sides of 18: the adult's optional responsible person, the guardian's part and a line saying that
 * part comes for applicants under 18, each marked `data-until-script` ('adult', 'guardian',
 * 'pending'). Without JavaScript both parts show and the line is hidden (the styles'
 * `scripting: none`); with it the guardian's part is hidden until a date says so. Until the form's
 * own script has taken the form over (it may come late on a slow phone, or never), this script reads
 * the birthdate as it is typed and, for an applicant under 18, shows the guardian's part in place of
 * the adult's field and the line. Once the form is React's, the marks are gone and this does nothing.
 *
 * Self-contained: the page carries this function's source. Its reading of a typed date is the form's
 * (`birthdateSide` in lib/forms/application/guardian.ts; tests/unit/application/guardian-block.test.tsx holds them together).
 */
export function installGuardianWatch(): void {
  const doc = window.document;
  const key = Symbol.for('agency.guardian-watch');
  const host = window as unknown as Record<symbol, boolean | undefined>;
  if (host[key]) return;
  host[key] = true;

  /** 'minor', 'adult' or '' for a birthdate typed as d/M/yyyy on `today`. */
  const side = (text: string, today: Date): string => {
    const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
    if (!match) return '';
    const day = Number(match[1]);
    const month = Number(match[2]);
    const year = Number(match[3]);
    const probe = new Date(2000, 0, 1);
    probe.setFullYear(year, month - 1, day);
    if (year < 1 || probe.getFullYear() !== year || probe.getMonth() !== month - 1 || probe.getDate() !== day) return '';
    const passed = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
    const age = today.getFullYear() - year - (passed ? 0 : 1);
    if (age < 0) return '';
    return age < 18 ? 'minor' : 'adult';
  };

  const style = doc.createElement('style');
  const show = (input: HTMLInputElement) => {
    // What the form's script reads while it takes the field over (components/application/use-birthdate-side.ts).
    (window as unknown as Record<symbol, string | undefined>)[Symbol.for('agency.birthdate-before-script')] = input.value;
    if (!style.isConnected) doc.head.appendChild(style);
    style.textContent =
      side(input.value, new Date()) === 'minor'
        ? ":root [data-until-script='guardian']{display:flex}:root [data-until-script='adult'],:root [data-until-script='pending']{display:none}"
        : '';
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === 'birthdate' && target.form?.querySelector('[data-until-script]')) show(target);
  };
  // A date the browser put back in the field (a return to the page) comes without an input event.
  const onShow = () => {
    const input = doc.querySelector<HTMLInputElement>('form input[name="birthdate"]');
    if (input?.form?.querySelector('[data-until-script]')) show(input);
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  doc.addEventListener('DOMContentLoaded', onShow);
  window.addEventListener('pageshow', onShow);
}

export const GUARDIAN_SCRIPT = `(${installGuardianWatch.toString()})();`;

/** Rendered before the application form, beside its list script (components/application/list-script.tsx). */
export function GuardianScript({ nonce }: { nonce?: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: GUARDIAN_SCRIPT }} />;
}
