import { useState } from 'react';
import { useNavigate } from 'shared/routing';
import { failureMessage } from 'shared/api/server-errors';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { ADMIN_MESSAGE_MS } from './admin-timings.ts';
import { savedNoticeState } from './saved-notice.ts';

export interface SaveFormRules<Form> {
  /** the first rule the form breaks, or null */
  check: (form: Form) => string | null;
  /** sends the form; resolves with the server's answer or rejects as an RTK Query `unwrap()` does */
  send: (form: Form) => Promise<{ status: boolean }>;
  /** the list the form returns to once saved, which then says `saved` */
  listPath: string;
  saved: string;
  /** when the server refuses without a message of its own */
  failed: string;
  /** when the server cannot be reached */
  unreachable: string;
}

/**
 * Checks a back-office form, then sends it at once (no wait before sending), in the busy state while the request
 * is in flight; on success goes to its list, which says `saved`; a refusal says the server's message, else `failed`; no
 * answer, `unreachable`. `tried`: Create or Save was pressed at least once.
 */
export function useSaveForm<Form>({ check, send, listPath, saved, failed, unreachable }: SaveFormRules<Form>) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [message, showMessage, clearMessage] = useFleetingMessage(ADMIN_MESSAGE_MS);

  const save = async (form: Form) => {
    if (busy) return;
    clearMessage();
    setTried(true);
    const problem = check(form);
    if (problem) {
      showMessage(problem);
      return;
    }
    setBusy(true);
    try {
      const answer = await send(form);
      if (answer.status) {
        navigate(listPath, { state: savedNoticeState(saved) });
        return;
      }
      showMessage(failed);
    } catch (error) {
      showMessage(failureMessage(error, failed, unreachable));
    }
    setBusy(false);
  };

  return { save: (form: Form) => void save(form), busy, tried, message };
}
