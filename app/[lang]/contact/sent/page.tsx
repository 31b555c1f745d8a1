import { formResultPage } from '@/components/forms/result-page';

/** Where the contact message posted without JavaScript lands when it was sent. */
const { generateMetadata, ResultPage } = formResultPage('contact', 'sent', '/contact/sent');

export { generateMetadata };
export default ResultPage;
