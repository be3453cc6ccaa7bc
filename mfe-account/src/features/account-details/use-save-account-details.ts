import { serverAnswered, serverMessage } from 'shared/api/server-errors';
import { ACCOUNT_MESSAGES } from 'shared/contracts/account';
import { useAppSelector } from 'shared/store/hooks';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { useKeepUser, useUpdateUserMutation, useValidatePasswordMutation } from '../../account-area/user-api.ts';
import {
  ACCOUNT_MESSAGE_MS,
  accountDetailsProblem,
  changesPassword,
  PASSWORD_CHECK_MESSAGES,
  type AccountDetails,
} from './account-details.ts';

/** A failed `validate-password`: the server's message ("Invalid current password"), else our fallbacks. */
function passwordCheckFailure(error: unknown): string {
  if (!serverAnswered(error)) return PASSWORD_CHECK_MESSAGES.unreachable;
  const status = (error as { status: unknown }).status;
  if (typeof status === 'number' && status >= 500) return PASSWORD_CHECK_MESSAGES.unexpected;
  return serverMessage(error) ?? ACCOUNT_MESSAGES.passwordValidationFailed;
}

/** Checks the details (and the current password with the server), saves them and keeps the updated user. */
export function useSaveAccountDetails() {
  const userId = useAppSelector((state) => state.auth.user?.id);
  const keepUser = useKeepUser();
  const [validatePassword, validation] = useValidatePasswordMutation();
  const [updateUser, update] = useUpdateUserMutation();
  const [message, showMessage, clearMessage] = useFleetingMessage(ACCOUNT_MESSAGE_MS);
  const saving = validation.isLoading || update.isLoading;

  /** Resolves to true once saved. */
  const save = async (details: AccountDetails): Promise<boolean> => {
    if (saving || userId === undefined) return false;
    clearMessage();
    const trimmed = {
      ...details,
      first_name: details.first_name.trim(),
      last_name: details.last_name.trim(),
      display_name: details.display_name.trim(),
    };
    const problem = accountDetailsProblem(trimmed);
    if (problem) {
      showMessage(problem);
      return false;
    }
    const password = changesPassword(trimmed);
    if (password) {
      try {
        const check = await validatePassword({ user_id: userId, current_password: trimmed.current_password }).unwrap();
        if (!check.status) {
          showMessage(ACCOUNT_MESSAGES.invalidCurrentPassword);
          return false;
        }
      } catch (error) {
        showMessage(passwordCheckFailure(error));
        return false;
      }
    }
    try {
      const answer = await updateUser({
        id: userId,
        first_name: trimmed.first_name,
        last_name: trimmed.last_name,
        display_name: trimmed.display_name,
        ...(password ? { password: trimmed.new_password, current_password: trimmed.current_password } : {}),
      }).unwrap();
      keepUser(answer.data);
      showMessage(ACCOUNT_MESSAGES.accountUpdated, 'success');
      return true;
    } catch (error) {
      showMessage(serverMessage(error) ?? ACCOUNT_MESSAGES.updateFailed);
      return false;
    }
  };

  return { save, saving, message };
}
