import type { AddressType } from 'shared/contracts/account';

export const ADDRESS_TYPES: readonly AddressType[] = ['billing', 'shipping'];

export const isAddressType = (value: string | undefined): value is AddressType =>
  ADDRESS_TYPES.includes(value as AddressType);

/** "Billing" or "Shipping". */
export const addressTitle = (type: AddressType) => (type === 'billing' ? 'Billing' : 'Shipping');

/** Address banners clear after 5 s, and the address screen opens 0.5 s after a save. */
export const ADDRESS_MESSAGE_MS = 5000;
export const AFTER_ADDRESS_SAVED_MS = 500;
