import styled from 'styled-components';

/** A side menu `$menuWidth` wide beside the screen's content; one column on a phone. */
export const SideMenuLayout = styled.div<{ $menuWidth: string }>`
  display: grid;
  gap: 2rem;
  grid-template-columns: ${({ $menuWidth }) => $menuWidth} minmax(0, 1fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
  h1 {
    margin-top: 0;
  }
`;
