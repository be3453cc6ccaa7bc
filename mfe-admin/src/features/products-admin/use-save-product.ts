import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureMessage } from 'shared/api/server-errors';
import { paths } from 'shared/config/routes';
import { PRODUCT_MESSAGES } from 'shared/contracts/products-admin';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { ADMIN_MESSAGE_MS } from '../../ui/admin-timings.ts';
import { productFormIssue } from './product-form-problem.ts';
import type { ProductFormState } from './product-form-state.ts';
import { savedNoticeState } from '../../ui/saved-notice.ts';

interface SaveRules {
  /** sends the form; resolves with the server's answer or rejects as an RTK Query `unwrap()` does */
  send: (form: ProductFormState) => Promise<{ status: boolean }>;
  saved: string;
  failed: string;
}

/**
 * Spec document 2, sections 4 and 8: checks the form, then sends it, in the busy state while the request is in
 * flight (the spec's 5 s wait before sending is left out: ARCHITECTURE.md, "Deliberate differences from the spec"); on
 * success goes to the products list, which says `saved`; a refusal says the server's message, else `failed`; no
 * answer, "Something went wrong.".
 */
export function useSaveProduct({ send, saved, failed }: SaveRules) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, showMessage] = useFleetingMessage(ADMIN_MESSAGE_MS);

  const save = async (form: ProductFormState) => {
    if (busy) return;
    const problem = productFormIssue(form);
    if (problem) {
      showMessage(problem);
      return;
    }
    setBusy(true);
    try {
      const answer = await send(form);
      if (answer.status) {
        navigate(paths.adminProducts, { state: savedNoticeState(saved) });
        return;
      }
      showMessage(failed);
    } catch (error) {
      showMessage(failureMessage(error, failed, PRODUCT_MESSAGES.somethingWrong));
    }
    setBusy(false);
  };

  return { save: (form: ProductFormState) => void save(form), busy, message };
}
