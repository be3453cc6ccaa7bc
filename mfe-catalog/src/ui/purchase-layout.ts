import styled from 'styled-components';

/** The price, options, quantity and "Add to Cart" of a product or combo page, stacked. */
export const Purchase = styled.div`
  display: grid;
  gap: 1.25rem;
  justify-items: start;
`;

export const PriceLine = styled.p`
  margin: 0;
  font-size: 1.5rem;
`;
