import { HomeScreen } from '../features/home/home-screen.tsx';

export { homeLoader as loader } from '../features/home/home-loader.ts';
export default HomeScreen;
