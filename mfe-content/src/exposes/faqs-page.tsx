import { faqsHead, FaqsScreen } from '../features/faqs/faqs-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = headLoader(faqsHead);
export default FaqsScreen;
