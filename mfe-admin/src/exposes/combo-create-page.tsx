import { ComboCreateScreen } from '../features/product-combos-admin/combo-create-screen.tsx';

export default ComboCreateScreen;
