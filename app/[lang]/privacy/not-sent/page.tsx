import { formResultPage } from '@/components/forms/result-page';
import { PRIVACY_RESULT } from '@/lib/forms/privacy-request/rules';

// Each visit explains its own query; the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

/** Where a request about one's data posted without JavaScript lands when it was not sent: why, and the way back. */
const { generateMetadata, ResultPage } = formResultPage(PRIVACY_RESULT, 'not-sent');

export { generateMetadata };
export default ResultPage;
