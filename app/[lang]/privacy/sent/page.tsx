import { formResultPage } from '@/components/forms/result-page';
import { PRIVACY_RESULT } from '@/lib/forms/privacy-request/rules';

// Each visit names its own request (the reference and kind in the query); the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

/** Where a request about one's data lands once the agency has it (with or without JavaScript): what happens next, and when. */
const { generateMetadata, ResultPage } = formResultPage(PRIVACY_RESULT, 'sent');

export { generateMetadata };
export default ResultPage;
