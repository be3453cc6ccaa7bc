import { termsHead, TermsScreen } from '../features/policies/terms-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__ ? headLoader(termsHead) : undefined;
export default TermsScreen;
