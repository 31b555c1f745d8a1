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
  sections: NoticeSection[];
};

/** What the notice states that is not fixed prose: the agency, as the panel describes it, and the lifetimes. */
export type NoticeFacts = {
  agency: { name: string; address: string | null; email: string | null; phone: string | null };
  /** APPLICATION_RETENTION_DAYS. */
  applicationRetentionDays: number;
  /** Days the application's draft stays in the visitor's browser after the last edit. */
  draftDays: number;
  /** OUTBOX_GIVE_UP_HOURS: a send the panel does not take is retried this long. */
  outboxGiveUpHours: number;
  /** OUTBOX_RETENTION_DAYS: a send that could not be delivered is deleted after this. */
  outboxRetentionDays: number;
  /** Days within which the agency answers a request about one's data (LGPD art. 19, II). */
  answerDays: number;
};

/** The id of the request form's section, so the notice can point at it (`#rights-request`). */
export const REQUEST_SECTION_ID = 'rights-request';

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

/** How each way to reach the agency is labelled in one language, and what is said when the panel gives none. */
export type ContactWayLabels = { address: string; email: string; phone: string; none: string };

/** The agency's address, e-mail and phone that the panel gives, as a list (e-mail and phone as links). */
export function contactWays({ agency }: NoticeFacts, labels: ContactWayLabels): NoticeBlock[] {
  const ways = [
    agency.address ? [strong(labels.address), agency.address] : null,
    agency.email ? [strong(labels.email), link(agency.email, `mailto:${agency.email}`)] : null,
    agency.phone ? [strong(labels.phone), link(agency.phone, `tel:${agency.phone.replace(/[^\d+]/g, '')}`)] : null,
  ].filter((way) => way !== null);
  return ways.length ? [list(...ways)] : [paragraph(labels.none)];
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
  const lines = [`lang: ${document.lang}`, `# ${document.title.trim()}`, document.lead.replace(/\s+/g, ' ').trim()];
  for (const section of document.sections) {
    lines.push('', `## ${section.heading.trim()}`);
    for (const block of section.blocks) {
      if (block.kind === 'p') lines.push(runText(block.content));
      else for (const item of block.items) lines.push(`- ${runText(item)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
