import { ContactScreen } from '../features/contact/contact-screen.tsx';

export default ContactScreen;
