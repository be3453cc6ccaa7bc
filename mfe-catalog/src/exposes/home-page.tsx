import { HomeScreen } from '../features/home/home-screen.tsx';
import { homeLoader } from '../features/home/home-loader.ts';

export const loader = __SERVER_BUILD__ ? homeLoader : undefined;
export default HomeScreen;
