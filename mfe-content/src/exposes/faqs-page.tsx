import { FaqsScreen } from '../features/faqs/faqs-screen.tsx';

export default FaqsScreen;
