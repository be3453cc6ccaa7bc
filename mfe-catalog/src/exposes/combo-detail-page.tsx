import { ComboDetailScreen } from '../features/combo-detail/combo-detail-screen.tsx';

export { comboDetailLoader as loader } from '../features/combo-detail/combo-detail-loader.ts';
export default ComboDetailScreen;
