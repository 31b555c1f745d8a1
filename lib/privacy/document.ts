/**
 * The privacy notice as data: what the page renders and what its version digests are one value, so
 * the version cannot drift from the text a visitor read. Pure (no server, no React), unit-tested.
 */

/** A run of text: plain, emphasised, or a link (mailto:, tel:, https:, or `#id` on the page). */
export type Inline = string | { strong: string } | { text: string; href: string };

export type NoticeBlock = { kind: 'p'; content: Inline[] } | { kind: 'list'; items: Inline[][] };

export type NoticeSection = { id: string; heading: string; blocks: NoticeBlock[] };

export type NoticeDocument = {
  /** The language the text is written in. */
  lang: string;
  title: string;
  lead: string;
  /** The date of the wording (NOTICE_DATE), as printed beside the version and as `YYYY-MM-DD`. */
  date: { iso: string; text: string };
  sections: NoticeSection[];
};

/** What the notice states that is not fixed prose: the agency and its legal details as the panel gives them, and the lifetimes. */
export type NoticeFacts = {
  /** The agency's name as the site shows it (the site title), and the contact e-mail the request form offers when a send fails. */
  agency: { name: string; email: string | null };
  /** The controller: the legal entity, its registration number (CNPJ) and address; null where the panel gives none. */
  controller: { legalName: string | null; registration: string | null; address: string | null };
  /** The data protection officer (encarregado) and how to reach them; null where the panel gives none. */
  dpo: { name: string | null; email: string | null };
  /** The country where the data is stored; null when the panel gives none. */
  storageCountry: string | null;
  /** APPLICATION_RETENTION_DAYS: applications, with their photos, guardian's details and consent record. */
  applicationRetentionDays: number;
  /** CONTACT_RETENTION_DAYS: contact messages and requests about one's data. */
  contactRetentionDays: number;
  /** Days the application's draft stays in the visitor's browser after the last edit. */
  draftDays: number;
  /** OUTBOX_GIVE_UP_HOURS: a send the panel does not take is retried this long. */
  outboxGiveUpHours: number;
  /** OUTBOX_RETENTION_DAYS: a send that could not be delivered is deleted after this. */
  outboxRetentionDays: number;
  /** Days within which the agency answers a request about one's data. */
  answerDays: number;
  /** CONFIRMATION_HOURS in days: how long a minor's application or a request waits for its confirmation by e-mail. */
  confirmationDays: number;
};

/** The id of the request form's section, so the notice can point at it (`#rights-request`). */
export const REQUEST_SECTION_ID = 'rights-request';
/** The id of the notice's section naming the controller and the data protection officer, with the officer's e-mail (`#who`). */
export const OFFICER_SECTION_ID = 'who';

export function strong(text: string): Inline {
  return { strong: text };
}

export function link(text: string, href: string): Inline {
  return { text, href };
}

export function paragraph(...content: Inline[]): NoticeBlock {
  return { kind: 'p', content };
}

export function list(...items: Inline[][]): NoticeBlock {
  return { kind: 'list', items };
}

/** A labelled detail from the panel, or the language's words for "not provided" when the panel has none. */
export function detail(label: string, value: Inline | null, gap: string): Inline[] {
  return [strong(label), value ?? gap];
}

/** An e-mail address as a mailto: link. */
/** A count with its unit, singular for one: "1 dia", "30 dias", "1 hour", "72 hours". */
export function counted(words: readonly [one: string, other: string], count: number): string {
  return `${count} ${count === 1 ? words[0] : words[1]}`;
}

export function mailto(email: string): Inline {
  return link(email, `mailto:${email}`);
}

/** `iso` (YYYY-MM-DD) written out in the language of `tag` (`14 de junho de 2026`, `June 14, 2026`). */
export function writtenDate(iso: string, tag: string): NoticeDocument['date'] {
  const text = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return { iso, text };
}

function inlineText(inline: Inline): string {
  if (typeof inline === 'string') return inline;
  if ('strong' in inline) return inline.strong;
  return `${inline.text} <${inline.href}>`;
}

function runText(content: Inline[]): string {
  return content.map(inlineText).join('').replace(/\s+/g, ' ').trim();
}

/**
 * The notice as plain text, one line per heading, paragraph and list item (links with their
 * address): what the version digests. Whitespace is normalised so formatting the source changes nothing.
 */
export function noticePlainText(document: NoticeDocument): string {
  const lines = [`lang: ${document.lang}`, `# ${document.title.trim()}`, document.lead.replace(/\s+/g, ' ').trim(), `date: ${document.date.text}`];
  for (const section of document.sections) {
    lines.push('', `## ${section.heading.trim()}`);
    for (const block of section.blocks) {
      if (block.kind === 'p') lines.push(runText(block.content));
      else for (const item of block.items) lines.push(`- ${runText(item)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
