import { ForgetDraft } from '@/components/application/forget-draft';
import { formResultPage } from '@/components/forms/result-page';
import { APPLICATION_RESULT } from '@/lib/forms/application/rules';

/** Where the application posted without JavaScript lands when it was sent; the draft kept in this browser is forgotten there. */
const { generateMetadata, ResultPage } = formResultPage(APPLICATION_RESULT, 'sent', <ForgetDraft />);

export { generateMetadata };
export default ResultPage;
