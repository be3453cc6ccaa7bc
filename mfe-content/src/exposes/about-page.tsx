import { AboutScreen } from '../features/about/about-screen.tsx';

export default AboutScreen;
