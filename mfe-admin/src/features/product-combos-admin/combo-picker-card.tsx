import { useId } from 'react';
import styled from 'styled-components';
import { productImageUrl } from 'shared/api/image-url';
import type { ProductSummary } from 'shared/contracts/catalog';
import { comboItemProblem, type ComboItemEntry } from 'shared/contracts/product-combos-admin';
import { formatRupees } from 'shared/format/rupees';
import { SelectField, TextField } from 'shared/ui/form-field.tsx';
import { listedPriceOf } from './combo-form-state.ts';

const Card = styled.li<{ $chosen: boolean }>`
  display: grid;
  gap: 0.6rem;
  align-content: start;
  padding: 0.85rem;
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: auto 4rem 1fr;
  gap: 0.6rem;
  align-items: center;
  font-weight: 600;
  img {
    width: 4rem;
    height: 4rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

interface ComboPickerCardProps {
  product: ProductSummary;
  /** the product as chosen, when it is */
  item: ComboItemEntry | undefined;
  showProblem: boolean;
  onChoose: (chosen: boolean) => void;
  onChange: (patch: Partial<ComboItemEntry>) => void;
}

/** One product of the picker: chosen or not; once chosen, its weight, its listed price and the combo's price for it. */
export function ComboPickerCard({ product, item, showProblem, onChoose, onChange }: ComboPickerCardProps) {
  const problemId = useId();
  const image = product.images.find((candidate) => candidate.is_default === 1) ?? product.images[0];
  const listedPrice = item && listedPriceOf(product, item.weight);
  const problem = item && comboItemProblem(item, listedPrice);
  // a price above the listed one is said as it is typed; what is missing, once Create was pressed
  const problemShown = problem && (showProblem || (item.weight !== '' && item.discounted_price !== ''));
  return (
    <Card $chosen={item !== undefined}>
      <Choice>
        <input
          type="checkbox"
          aria-label={`Select ${product.name}`}
          checked={item !== undefined}
          onChange={(event) => onChoose(event.target.checked)}
        />
        {image ? <img src={productImageUrl(product.id, image.thumbnail)} alt="" /> : <span />}
        <span>{product.name}</span>
      </Choice>
      {item && (
        <>
          <SelectField
            label="Weight"
            aria-label={`Weight for ${product.name}`}
            value={item.weight}
            onValue={(weight) => onChange({ weight })}
          >
            <option value="">Select weight</option>
            {product.prices.map((price) => (
              <option key={price.id} value={price.weight_unit}>
                {price.weight_unit} ({formatRupees(price.discounted_price)})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Discounted price (₹)"
            aria-label={`Discounted price for ${product.name}`}
            aria-describedby={problemShown ? problemId : undefined}
            aria-invalid={problemShown ? true : undefined}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={item.discounted_price}
            onValue={(discounted_price) => onChange({ discounted_price })}
          />
          {problemShown && <Problem id={problemId}>{problem}</Problem>}
        </>
      )}
    </Card>
  );
}
