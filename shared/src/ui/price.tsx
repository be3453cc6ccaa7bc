import styled from 'styled-components';
import { formatRupees } from 'shared/format/rupees';
import { VisuallyHidden } from 'shared/ui/visually-hidden';

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
        <Struck>
          <VisuallyHidden>Original price </VisuallyHidden>
          {formatRupees(original)}
        </Struck>
      )}
    </span>
  );
}
