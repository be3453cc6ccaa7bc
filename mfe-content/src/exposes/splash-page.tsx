import { splashHead, SplashScreen } from '../features/splash/splash-screen.tsx';
import { headLoader } from 'shared/server-rendering/head-loader';

export const loader = __SERVER_BUILD__ ? headLoader(splashHead) : undefined;
export default SplashScreen;
