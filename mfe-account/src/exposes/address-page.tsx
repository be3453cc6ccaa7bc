import { AddressScreen } from '../features/addresses/address-screen.tsx';

export default AddressScreen;
