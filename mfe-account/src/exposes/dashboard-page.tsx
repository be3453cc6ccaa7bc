import { DashboardScreen } from '../features/dashboard/dashboard-screen.tsx';

export default DashboardScreen;
