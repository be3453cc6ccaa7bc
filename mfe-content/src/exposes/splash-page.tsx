import { SplashScreen } from '../features/splash/splash-screen.tsx';

export default SplashScreen;
