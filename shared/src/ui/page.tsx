import styled from 'styled-components';

/** The centred content column every page sits in. */
export const Page = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;
