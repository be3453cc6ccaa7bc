import { termsHead, TermsScreen } from '../features/policies/terms-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = headLoader(termsHead);
export default TermsScreen;
