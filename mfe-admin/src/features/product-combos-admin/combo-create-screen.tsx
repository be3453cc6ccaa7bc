import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { COMBO_MESSAGES } from 'shared/contracts/product-combos-admin';
import { formatRupees } from 'shared/format/rupees';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import { Spinner } from 'shared/ui/spinner.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AdminLayout } from '../../admin-area/admin-layout.tsx';
import { AdminForm } from '../../ui/form-section.tsx';
import { ImageFileField } from '../../ui/image-file-field.tsx';
import { useCreateComboMutation, useGetComboPickerProductsQuery } from './api.ts';
import { comboFormData } from './combo-form-data.ts';
import { comboTotals, emptyComboForm, type ComboFormState } from './combo-form-state.ts';
import { ComboPicker } from './combo-picker.tsx';
import { ComboStatusField } from './combo-status-field.tsx';
import { useSaveCombo } from './use-save-combo.ts';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: max-content max-content;
  gap: 0.3rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const title = 'Create Product Combo';

/**
 * `product-combo-create`: a combo's name, status and image, and its products chosen in the picker, each at a
 * weight and a discounted price no higher than the shop's; only the Create button sends it (Enter does not).
 */
export function ComboCreateScreen() {
  usePageMeta(title);
  const { data: products = [], isLoading, isError } = useGetComboPickerProductsQuery();
  const [form, setForm] = useState<ComboFormState>(emptyComboForm);
  const [createCombo] = useCreateComboMutation();
  const { save, busy, tried, message } = useSaveCombo({
    send: (sent) => createCombo(comboFormData(sent)).unwrap(),
    products,
  });
  const change = (patch: Partial<ComboFormState>) => setForm((current) => ({ ...current, ...patch }));
  const totals = comboTotals(form, products);

  // A failed list is only logged; the picker reads "No Products Available".
  useEffect(() => {
    if (isError) console.error(COMBO_MESSAGES.pickerFailed);
  }, [isError]);

  return (
    <AdminLayout title={title}>
      <AdminForm noValidate aria-label={title} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Combo Name" required value={form.name} onValue={(name) => change({ name })} />
        <ComboStatusField status={form.status} onStatus={(status) => change({ status })} />
        <ImageFileField label="Combo Image" file={form.image} onFile={(image) => change({ image })} />
        {isLoading ? (
          <Spinner label="Loading products" />
        ) : (
          <ComboPicker
            products={products}
            items={form.items}
            showProblems={tried}
            onChange={(items) => change({ items })}
          />
        )}
        <Totals aria-label="Totals">
          <dt>Products chosen</dt>
          <dd>{form.items.length}</dd>
          <dt>Listed price</dt>
          <dd>{formatRupees(totals.listed)}</dd>
          <dt>Combo price</dt>
          <dd>{formatRupees(totals.combo)}</dd>
        </Totals>
        {message && <Notice $tone={message.tone}>{message.text}</Notice>}
        <Button type="button" disabled={busy} onClick={() => save(form)}>
          {busy ? 'Creating Product...' : 'Create'}
        </Button>
      </AdminForm>
    </AdminLayout>
  );
}
