import { contactHead, ContactScreen } from '../features/contact/contact-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = headLoader(contactHead);
export default ContactScreen;
