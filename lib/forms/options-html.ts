import type { Option } from './options';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A select's options as HTML, every label and value escaped; `placeholder` becomes an empty first option. */
export function optionsHtml(options: readonly Option[], placeholder?: string): string {
  const head = placeholder === undefined ? '' : `<option value="">${escapeHtml(placeholder)}</option>`;
  return head + options.map((option) => `<option value="${escapeHtml(option.value)}">${escapeHtml(option.label)}</option>`).join('');
}
