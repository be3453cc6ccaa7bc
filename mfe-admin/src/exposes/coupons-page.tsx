import { CouponsScreen } from '../features/coupons/coupons-screen.tsx';

export default CouponsScreen;
