import { aboutHead, AboutScreen } from '../features/about/about-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = headLoader(aboutHead);
export default AboutScreen;
