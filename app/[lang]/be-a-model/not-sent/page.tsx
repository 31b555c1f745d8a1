import { formResultPage } from '@/components/forms/result-page';
import { APPLY_RESULT } from '@/lib/forms/apply/rules';

// Each visit explains its own query; the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

/** Where the application posted without JavaScript lands when it was not sent: why, and the way back. */
const { generateMetadata, ResultPage } = formResultPage(APPLY_RESULT, 'not-sent', '/be-a-model/not-sent');

export { generateMetadata };
export default ResultPage;
