import { ComboCreateScreen } from '../features/product-combos/combo-create-screen.tsx';

export default ComboCreateScreen;
