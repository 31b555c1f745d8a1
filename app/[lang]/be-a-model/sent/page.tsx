import { ForgetDraft } from '@/components/apply/forget-draft';
import { formResultPage } from '@/components/forms/result-page';
import { APPLY_RESULT } from '@/lib/forms/apply/rules';

/** Where the application posted without JavaScript lands when it was sent; the draft kept in this browser is forgotten there. */
const { generateMetadata, ResultPage } = formResultPage(APPLY_RESULT, 'sent', '/be-a-model/sent', <ForgetDraft />);

export { generateMetadata };
export default ResultPage;
