import { contactHead, ContactScreen } from '../features/contact/contact-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__ ? headLoader(contactHead) : undefined;
export default ContactScreen;
