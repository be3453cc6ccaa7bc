import { PRODUCT_LIMITS, PRODUCT_UNITS } from 'shared/contracts/products-admin';
import { SelectField, TextField } from 'shared/ui/form-field.tsx';
import { EntryRow, FormSection, ListButton } from '../../ui/form-section.tsx';
import { emptyPrice, replaceEntry, withoutEntry, type PriceEntry } from './product-form-state.ts';

const digitsOnly = (text: string, maxLength: number) => text.replace(/\D/g, '').slice(0, maxLength);

interface PriceRowsSectionProps {
  prices: PriceEntry[];
  onChange: (prices: PriceEntry[]) => void;
}

/** Weight (digits, at most 4), unit Gm or Kg, price (digits), optional discount price. */
export function PriceRowsSection({ prices, onChange }: PriceRowsSectionProps) {
  const change = (index: number, entry: PriceEntry) => onChange(replaceEntry(prices, index, entry));
  return (
    <FormSection>
      <legend>Weights and Prices</legend>
      {prices.map((entry, index) => (
        <EntryRow key={entry.key} role="group" aria-label={`Weight and price ${index + 1}`}>
          <TextField
            label="Weight"
            required
            inputMode="numeric"
            maxLength={PRODUCT_LIMITS.weight}
            value={entry.weight}
            onValue={(weight) => change(index, { ...entry, weight: digitsOnly(weight, PRODUCT_LIMITS.weight) })}
          />
          <SelectField label="Unit" required value={entry.unit} onValue={(unit) => change(index, { ...entry, unit })}>
            {PRODUCT_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Price"
            required
            inputMode="numeric"
            maxLength={PRODUCT_LIMITS.price}
            value={entry.price}
            onValue={(price) => change(index, { ...entry, price: digitsOnly(price, PRODUCT_LIMITS.price) })}
          />
          <TextField
            label="Discount Price"
            inputMode="numeric"
            maxLength={PRODUCT_LIMITS.price}
            value={entry.discounted_price}
            onValue={(discount) =>
              change(index, { ...entry, discounted_price: digitsOnly(discount, PRODUCT_LIMITS.price) })
            }
          />
          <ListButton
            type="button"
            disabled={prices.length === 1}
            onClick={() => onChange(withoutEntry(prices, index))}
          >
            Remove weight {index + 1}
          </ListButton>
        </EntryRow>
      ))}
      <ListButton type="button" onClick={() => onChange([...prices, emptyPrice()])}>
        Add weight
      </ListButton>
    </FormSection>
  );
}
