import styled, { css } from 'styled-components';

/**
 * Below the phone breakpoint, each row of a table given `$cards` (its columns' names, in order) is a card: the
 * header row is hidden from sight but not from screen readers, and every cell is labelled with its column's name,
 * so no column runs off the screen. The labels are decoration (`/ ""`): a screen reader already has the headers.
 */
const cards = (columns: readonly string[]) => css`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
    margin: 0.5rem 0;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin: 0 0 0.75rem;
      padding: 0.5rem 0.75rem;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
      background: ${({ theme }) => theme.colors.surface};
    }
    /* The label floats in the cell's left padding; a label on two lines makes the cell taller. */
    td {
      display: flow-root;
      padding: 0.3rem 0 0.3rem 7rem;
      border: 0;
      overflow-wrap: anywhere;
      white-space: normal;
    }
    td::before {
      float: left;
      width: 6.5rem;
      margin-left: -7rem;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
    ${columns.map((column, index) => `td:nth-child(${index + 1})::before { content: ${JSON.stringify(column)} / ""; }`)}
    td[colspan] {
      padding-left: 0;
    }
    td[colspan]::before {
      content: none;
    }
  }
`;

export const Table = styled.table<{ $cards?: readonly string[] }>`
  width: 100%;
  border-collapse: collapse;
  margin: 1rem 0;
  th,
  td {
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.colors.highlight};
  }
  ${({ $cards }) => $cards && cards($cards)}
`;
