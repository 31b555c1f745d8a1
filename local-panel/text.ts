export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An instant's date and time on the clock of `timeZone`, `YYYY-MM-DD` and `HH:MM:SS`. */
function clockParts(instant: Date, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}:${part('second')}` };
}

/** The day on the agency's clock, `YYYY-MM-DD`. */
export function agencyDay(instant: Date, timeZone: string): string {
  return clockParts(instant, timeZone).day;
}

/** An ISO instant on the agency's clock, its zone named: `2026-11-25 11:03:07 America/Sao_Paulo`; anything unreadable as it is. */
export function readableInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { day, time } = clockParts(date, timeZone);
  return `${day} ${time} ${timeZone}`;
}

export function timeTag(iso: string, timeZone: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(readableInstant(iso, timeZone))}</time>`;
}
