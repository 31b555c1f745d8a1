import { z } from 'zod';
import { log } from '@/lib/observability/log';

/** What a list holds, for the log line: `talent`, `post`, `slide`, `staff member`. */
export type ListItemKind = 'talent' | 'post' | 'slide' | 'staff member';

const MAX_LOGGED_ISSUES = 3;

/**
 * How a dropped item is named in the log: its id when the id is a plain integer, else its
 * position. Never a field's value: the lists hold people's names, e-mails and handles.
 */
function itemLabel(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return `id ${id}`;
  if (typeof id === 'string' && /^\d{1,15}$/.test(id)) return `id ${id}`;
  return `position ${index}`;
}

/** `name (invalid_type)`, `id (invalid_union)`: the failing fields and zod's issue codes, no values. */
function issueSummary(error: z.ZodError): string {
  const issues = error.issues.slice(0, MAX_LOGGED_ISSUES).map((issue) => {
    // Paths name schema keys (or array positions), never the data.
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(item)';
    return `${where} (${issue.code})`;
  });
  const more = error.issues.length - MAX_LOGGED_ISSUES;
  return more > 0 ? `${issues.join(', ')} and ${more} more` : issues.join(', ');
}

/**
 * An array whose items are parsed one by one: an item that fails `item` is dropped and logged
 * (its id and the failing fields), so one bad record in the panel never empties a whole list.
 * The array itself must still be an array.
 */
export function tolerantList<T extends z.ZodType>(item: T, kind: ListItemKind) {
  return z.array(z.unknown()).transform((items): z.output<T>[] => {
    const kept: z.output<T>[] = [];
    items.forEach((raw, index) => {
      const parsed = item.safeParse(raw);
      if (parsed.success) {
        kept.push(parsed.data);
      } else {
        log.warn({ event: 'api.item-dropped', kind, item: itemLabel(raw, index), issues: issueSummary(parsed.error) });
      }
    });
    return kept;
  });
}
