import { formResultPage } from '@/components/forms/result-page';
import { PRIVACY_RESULT } from '@/lib/forms/privacy-request/rules';

/** Where a request about one's data lands once the agency has it (with or without JavaScript): what happens next, and when. */
const { generateMetadata, ResultPage } = formResultPage(PRIVACY_RESULT, 'sent');

export { generateMetadata };
export default ResultPage;
