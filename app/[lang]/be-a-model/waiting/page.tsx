import { ForgetDraft } from '@/components/application/forget-draft';
import { formResultPage } from '@/components/forms/result-page';
import { APPLICATION_RESULT } from '@/lib/forms/application/rules';

/**
 * Where the application of a minor posted without JavaScript lands: kept, and reaching the agency only
 * once the guardian confirms by the link mailed to them. The draft kept in this browser is forgotten.
 */
const { generateMetadata, ResultPage } = formResultPage(APPLICATION_RESULT, 'sent', <ForgetDraft />, { waitsForGuardian: true });

export { generateMetadata };
export default ResultPage;
