import { formResultPage } from '@/components/forms/result-page';

// Each visit explains its own query; the layout's static params would otherwise have it prerendered.
export const dynamic = 'force-dynamic';

/** Where a request about one's data posted without JavaScript lands when it was not sent: why, and the way back. */
const { generateMetadata, ResultPage } = formResultPage('privacy', 'not-sent', '/privacy/not-sent');

export { generateMetadata };
export default ResultPage;
