import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureMessage } from 'shared/api/server-errors';
import { paths } from 'shared/config/routes';
import type { ProductSummary } from 'shared/contracts/catalog';
import { COMBO_MESSAGES } from 'shared/contracts/product-combos-admin';
import { useFleetingMessage } from 'shared/ui/use-fleeting-message';
import { ADMIN_MESSAGE_MS } from '../../ui/admin-timings.ts';
import { savedNoticeState } from '../../ui/saved-notice.ts';
import { comboFormIssue, type ComboFormState } from './combo-form-state.ts';

interface SaveRules {
  /** sends the form; resolves with the server's answer or rejects as an RTK Query `unwrap()` does */
  send: (form: ComboFormState) => Promise<{ status: boolean }>;
  /** the picker's products, against whose prices the form is checked */
  products: readonly ProductSummary[];
}

/**
 * Spec document 2, sections 4 and 8: checks the form, then sends it in the busy state (without the spec's 5 s
 * wait, as the product form: ARCHITECTURE.md, "Deliberate differences from the spec"); on success goes to the
 * combos list, which says "Combo created successfully!"; a refusal says the server's message, else "Failed to
 * create combo."; no answer, "Something went wrong.".
 */
export function useSaveCombo({ send, products }: SaveRules) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [message, showMessage] = useFleetingMessage(ADMIN_MESSAGE_MS);

  const save = async (form: ComboFormState) => {
    if (busy) return;
    setTried(true);
    const problem = comboFormIssue(form, products);
    if (problem) {
      showMessage(problem);
      return;
    }
    setBusy(true);
    try {
      const answer = await send(form);
      if (answer.status) {
        navigate(paths.adminCombos, { state: savedNoticeState(COMBO_MESSAGES.created) });
        return;
      }
      showMessage(COMBO_MESSAGES.createFailed);
    } catch (error) {
      showMessage(failureMessage(error, COMBO_MESSAGES.createFailed, COMBO_MESSAGES.somethingWrong));
    }
    setBusy(false);
  };

  return { save: (form: ComboFormState) => void save(form), busy, tried, message };
}
