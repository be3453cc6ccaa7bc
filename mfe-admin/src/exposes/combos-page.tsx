import { CombosScreen } from '../features/product-combos-admin/combos-screen.tsx';

export default CombosScreen;
