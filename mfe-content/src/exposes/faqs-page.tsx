import { faqsHead, FaqsScreen } from '../features/faqs/faqs-screen.tsx';
import { faqPageData } from '../features/faqs/faq-page-data.ts';
import { faqTopics } from '../features/faqs/faqs.ts';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__
  ? headLoader({ ...faqsHead, structuredData: [faqPageData(faqTopics)] })
  : undefined;
export default FaqsScreen;
