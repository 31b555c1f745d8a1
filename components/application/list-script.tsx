import { optionLists } from '@/lib/forms/option-lists';
import { installListFiller } from './list-filler';

/** The early script's source: both functions are self-contained, so their text runs on its own. */
export const LIST_SCRIPT = `(${installListFiller.toString()})((${optionLists.toString()})()).fillWhenIdle();`;

/**
 * Rendered before the application form: a tap or a key on one of its long selects fills that list
 * even while the page's own script is still on its way (a slow phone), so the picker opens full.
 */
export function ListScript({ nonce }: { nonce?: string | undefined }) {
  // A page rendered per request passes its nonce (lib/http/request-nonce.ts), or its policy blocks the script.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LIST_SCRIPT }} />;
}
