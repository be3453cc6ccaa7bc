import { splashHead, SplashScreen } from '../features/splash/splash-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = headLoader(splashHead);
export default SplashScreen;
