import styled from 'styled-components';

/** Stands in for a missing product or combo photo, keeping the card's shape. */
export const ImagePlaceholder = styled.div.attrs({ 'aria-hidden': true })`
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius};
  background:
    radial-gradient(circle at 30% 30%, #f6d58b 0 18%, transparent 19%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.highlight}, #e6f0dc);
`;
