import styled from 'styled-components';

/** Above a back-office table: the search box, and the "+ New" button where the screen has one. */
export const TableToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 1rem;
  > :first-child {
    flex: 0 1 20rem;
  }
`;
