import { HomeScreen } from '../features/home/home-screen.tsx';

export default HomeScreen;
