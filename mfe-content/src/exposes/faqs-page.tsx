import { faqsHead, FaqsScreen } from '../features/faqs/faqs-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__ ? headLoader(faqsHead) : undefined;
export default FaqsScreen;
