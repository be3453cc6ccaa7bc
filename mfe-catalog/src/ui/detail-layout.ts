import styled from 'styled-components';

/** Image beside the name and purchase controls on wide screens, stacked on phones. */
export const DetailLayout = styled.div`
  display: grid;
  gap: 2rem;
  margin-bottom: 2rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  h1 {
    margin-top: 0;
  }
`;
