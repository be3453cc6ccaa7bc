import { ComboDetailScreen } from '../features/combo-detail/combo-detail-screen.tsx';
import { comboDetailLoader } from '../features/combo-detail/combo-detail-loader.ts';

export const loader = __SERVER_BUILD__ ? comboDetailLoader : undefined;
export default ComboDetailScreen;
