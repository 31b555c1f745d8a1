import { ForgetDraft } from '@/components/apply/forget-draft';
import { formResultPage } from '@/components/forms/result-page';
import { APPLY_RESULT } from '@/lib/forms/apply/rules';

/**
 * Where the application of a minor posted without JavaScript lands: kept, and reaching the agency only
 * once the guardian confirms by the link mailed to them. The draft kept in this browser is forgotten.
 */
const { generateMetadata, ResultPage } = formResultPage(APPLY_RESULT, 'sent', '/be-a-model/waiting', <ForgetDraft />, { waitsForGuardian: true });

export { generateMetadata };
export default ResultPage;
