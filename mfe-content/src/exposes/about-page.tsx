import { aboutHead, AboutScreen } from '../features/about/about-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__ ? headLoader(aboutHead) : undefined;
export default AboutScreen;
