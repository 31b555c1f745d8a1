import { formResultPage } from '@/components/forms/result-page';
import { APPLICATION_RESULT } from '@/lib/forms/application/rules';

// Each visit explains its own query; the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

/** Where the application posted without JavaScript lands when it was not sent: why, and the way back. */
const { generateMetadata, ResultPage } = formResultPage(APPLICATION_RESULT, 'not-sent');

export { generateMetadata };
export default ResultPage;
