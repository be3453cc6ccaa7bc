import styled from 'styled-components';
import { formatRupees } from 'shared/format/rupees';

const Amount = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Struck = styled.s`
  margin-left: 0.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A price in rupees; with `original`, the original price is shown struck through. */
export function Price({ amount, original }: { amount: number; original?: number }) {
  return (
    <span>
      <Amount>{formatRupees(amount)}</Amount>
      {original !== undefined && original > amount && (
        <Struck aria-label={`Original price ${formatRupees(original)}`}>{formatRupees(original)}</Struck>
      )}
    </span>
  );
}
