import { EditAddressScreen } from '../features/addresses/edit-address-screen.tsx';

export default EditAddressScreen;
