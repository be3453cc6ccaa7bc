import styled from 'styled-components';

/** The Action cell of a table row: its buttons read as links, side by side. */
export const RowActions = styled.td`
  white-space: nowrap;
  a,
  button {
    margin-right: 0.75rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    font: inherit;
    font-weight: 600;
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/** The back office's Action cell: an action that cannot be taken yet also looks it. */
export const BackOfficeRowActions = styled(RowActions)`
  button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
