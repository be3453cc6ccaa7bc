import { ComboDetailScreen } from '../features/combo-detail/combo-detail-screen.tsx';

export default ComboDetailScreen;
