import styled from 'styled-components';

/** Long-form text (articles, policies, the company story): a readable measure and even spacing. */
export const Prose = styled.div`
  max-width: 46rem;
  h2 {
    margin: 2rem 0 0.75rem;
    font-size: 1.45rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.15rem;
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  dl {
    margin: 0 0 1rem;
  }
  ul,
  ol {
    padding-left: 1.4rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
`;
