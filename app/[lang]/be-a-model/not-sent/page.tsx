import { formResultPage } from '@/components/forms/result-page';

// Each visit explains its own query; the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

/** Where the application posted without JavaScript lands when it was not sent: why, and the way back. */
const { generateMetadata, ResultPage } = formResultPage('apply', 'not-sent', '/be-a-model/not-sent');

export { generateMetadata };
export default ResultPage;
