import type { Dispatch, SetStateAction } from 'react';
import styled from 'styled-components';
import { Notice } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { TextField } from 'shared/ui/form-field.tsx';
import type { FleetingMessage } from 'shared/ui/use-fleeting-message';
import { AdminForm } from '../../ui/form-section.tsx';
import { HowToUseSection } from './how-to-use-section.tsx';
import { ImagesSection } from './images-section.tsx';
import { NutritionSection } from './nutrition-section.tsx';
import { PriceRowsSection } from './price-rows-section.tsx';
import type { ProductFormState } from './product-form-state.ts';
import { TextListSection } from './text-list-section.tsx';

const Switch = styled.label`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  font-weight: 600;
  input {
    width: 1.2rem;
    height: 1.2rem;
  }
`;

interface ProductFormProps {
  title: string;
  form: ProductFormState;
  setForm: Dispatch<SetStateAction<ProductFormState>>;
  /** the stored product's id, on update */
  productId?: number;
  howToUseImageLabel: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  message: FleetingMessage | null;
  onSave: () => void;
}

/**
 * The create and update form: every section, and only its button sends it — Enter in a field
 * does not (its buttons are all plain buttons, and a submit event is ignored).
 */
export function ProductForm({ title, form, setForm, productId, ...props }: ProductFormProps) {
  const change = (patch: Partial<ProductFormState>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <AdminForm noValidate aria-label={title} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Product Name" required value={form.name} onValue={(name) => change({ name })} />
      <Switch>
        <input
          type="checkbox"
          role="switch"
          checked={form.inStock}
          onChange={(event) => change({ inStock: event.target.checked })}
        />
        In Stock
      </Switch>
      <PriceRowsSection prices={form.prices} onChange={(prices) => change({ prices })} />
      <ImagesSection productId={productId} images={form.images} onChange={(images) => change({ images })} />
      <TextListSection
        legend="Ingredients"
        entryName="Ingredient"
        entries={form.ingredients}
        onChange={(ingredients) => change({ ingredients })}
      />
      <TextListSection
        legend="Descriptions"
        entryName="Description"
        multiline
        entries={form.descriptions}
        onChange={(descriptions) => change({ descriptions })}
      />
      <NutritionSection
        nutrition={form.nutrition}
        onNutrition={(nutrition) => change({ nutrition })}
        servingSize={form.servingSize}
        onServingSize={(servingSize) => change({ servingSize })}
        servingPerContainer={form.servingPerContainer}
        onServingPerContainer={(servingPerContainer) => change({ servingPerContainer })}
      />
      <HowToUseSection productId={productId} imageLabel={props.howToUseImageLabel} howToUse={form} onChange={change} />
      {props.message && <Notice $tone={props.message.tone}>{props.message.text}</Notice>}
      <Button type="button" disabled={props.busy} onClick={props.onSave}>
        {props.busy ? props.busyLabel : props.submitLabel}
      </Button>
    </AdminForm>
  );
}
