import styled from 'styled-components';
import type { ProductSummary } from 'shared/contracts/catalog';
import type { ComboItemEntry } from 'shared/contracts/product-combos-admin';
import { FormSection } from '../../ui/form-section.tsx';
import { ComboPickerCard } from './combo-picker-card.tsx';
import { changeItem, chooseProduct } from './combo-form-state.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface ComboPickerProps {
  products: readonly ProductSummary[];
  items: ComboItemEntry[];
  /** after the first Create: every chosen product says what it lacks */
  showProblems: boolean;
  onChange: (items: ComboItemEntry[]) => void;
}

/** The product picker grid: each active product of the shop, chosen with a weight and a discounted price. */
export function ComboPicker({ products, items, showProblems, onChange }: ComboPickerProps) {
  return (
    <FormSection>
      <legend>Products</legend>
      {products.length === 0 ? (
        <p>No Products Available</p>
      ) : (
        <Grid>
          {products.map((product) => (
            <ComboPickerCard
              key={product.id}
              product={product}
              item={items.find((item) => item.product_id === product.id)}
              showProblem={showProblems}
              onChoose={(chosen) => onChange(chooseProduct(items, product.id, chosen))}
              onChange={(patch) => onChange(changeItem(items, product.id, patch))}
            />
          ))}
        </Grid>
      )}
    </FormSection>
  );
}
