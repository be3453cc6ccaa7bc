import { CombosScreen } from '../features/product-combos/combos-screen.tsx';

export default CombosScreen;
