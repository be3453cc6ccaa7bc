import { useState } from 'react';
import { failureMessage } from 'shared/api/server-errors';
import { paths } from 'shared/config/routes';
import { ADDRESS_MESSAGES, addressProblem, addressUpdatedMessage, type AddressType } from 'shared/contracts/account';
import { addressPayload, type AddressFields } from 'shared/contracts/address-fields';
import { useAppSelector } from 'shared/store/hooks';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useKeepUser, useUpdateUserMutation } from '../../account-area/user-api.ts';
import { ADDRESS_MESSAGE_MS, AFTER_ADDRESS_SAVED_MS } from './address-type.ts';

/** Checks and saves one address as the user record's JSON text; then the address screen after 0.5 s. */
export function useSaveAddress(type: AddressType) {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const keepUser = useKeepUser();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const [message, showMessage, clearMessage] = useFleetingMessage(ADDRESS_MESSAGE_MS);
  const [saved, setSaved] = useState(false);
  useDelayedNavigation(saved ? paths.address : null, AFTER_ADDRESS_SAVED_MS);

  const save = async (fields: AddressFields) => {
    if (isLoading || saved || userId === undefined) return;
    clearMessage();
    const address = addressPayload(type, fields);
    const problem = addressProblem(address as unknown as Record<string, unknown>, type);
    if (problem) {
      showMessage(problem);
      return;
    }
    try {
      const answer = await updateUser({ id: userId, [`${type}_address`]: JSON.stringify(address) }).unwrap();
      keepUser(answer.data);
      setSaved(true);
      showMessage(addressUpdatedMessage(type), 'success');
    } catch (error) {
      showMessage(failureMessage(error, ADDRESS_MESSAGES.failed, ADDRESS_MESSAGES.failed));
    }
  };

  return { save, saving: isLoading, message };
}
