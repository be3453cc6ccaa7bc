import { paths } from 'shared/config/routes';
import type { ProductSummary } from 'shared/contracts/catalog';
import { COMBO_MESSAGES } from 'shared/contracts/product-combos-admin';
import { useSaveForm } from '../../ui/use-save-form.ts';
import { comboFormIssue, type ComboFormState } from './combo-form-state.ts';

interface SaveRules {
  send: (form: ComboFormState) => Promise<{ status: boolean }>;
  /** the picker's products, against whose prices the form is checked */
  products: readonly ProductSummary[];
}

/** Create Product Combo's saving: the form's rules and messages, then the combos list. */
export const useSaveCombo = ({ send, products }: SaveRules) =>
  useSaveForm({
    check: (form: ComboFormState) => comboFormIssue(form, products),
    send,
    listPath: paths.adminCombos,
    saved: COMBO_MESSAGES.created,
    failed: COMBO_MESSAGES.createFailed,
    unreachable: COMBO_MESSAGES.somethingWrong,
  });
