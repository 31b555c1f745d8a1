import { formResultPage } from '@/components/forms/result-page';
import { CONTACT_RESULT } from '@/lib/forms/contact/rules';

/** Where the contact message posted without JavaScript lands when it was sent. */
const { generateMetadata, ResultPage } = formResultPage(CONTACT_RESULT, 'sent');

export { generateMetadata };
export default ResultPage;
