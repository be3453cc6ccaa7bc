import { paths } from 'shared/config/routes';
import { PRODUCT_MESSAGES } from 'shared/contracts/products-admin';
import { type SaveFormRules, useSaveForm } from '../../ui/use-save-form.ts';
import { productFormIssue } from './product-form-problem.ts';
import type { ProductFormState } from './product-form-state.ts';

/** The product form's saving: its rules, then the products list, which says `saved`. */
export const useSaveProduct = (rules: Pick<SaveFormRules<ProductFormState>, 'send' | 'saved' | 'failed'>) =>
  useSaveForm({
    ...rules,
    check: productFormIssue,
    listPath: paths.adminProducts,
    unreachable: PRODUCT_MESSAGES.somethingWrong,
  });
