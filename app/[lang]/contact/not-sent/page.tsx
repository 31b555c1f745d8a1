import { formResultPage } from '@/components/forms/result-page';
import { CONTACT_RESULT } from '@/lib/forms/contact/rules';

// Each visit explains its own query; the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

/** Where the contact message posted without JavaScript lands when it was not sent: why, and the way back. */
const { generateMetadata, ResultPage } = formResultPage(CONTACT_RESULT, 'not-sent');

export { generateMetadata };
export default ResultPage;
