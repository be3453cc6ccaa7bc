import type { ProductPrice } from 'shared/contracts/catalog';
import styled from 'styled-components';

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button {
    padding: 0.5rem 1rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

interface WeightOptionsProps {
  prices: ProductPrice[];
  selected: string;
  onSelect: (weightUnit: string) => void;
}

export function WeightOptions({ prices, selected, onSelect }: WeightOptionsProps) {
  return (
    <Options>
      <legend>Weight: {selected}</legend>
      <div>
        {prices.map((price) => (
          <button
            key={price.id}
            type="button"
            aria-pressed={price.weight_unit === selected}
            onClick={() => onSelect(price.weight_unit)}
          >
            {price.weight_unit}
          </button>
        ))}
      </div>
    </Options>
  );
}
