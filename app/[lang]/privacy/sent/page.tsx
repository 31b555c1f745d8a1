import { formResultPage } from '@/components/forms/result-page';

/** Where a request about one's data lands once the agency has it (with or without JavaScript): what happens next, and when. */
const { generateMetadata, ResultPage } = formResultPage('privacy', 'sent', '/privacy/sent');

export { generateMetadata };
export default ResultPage;
