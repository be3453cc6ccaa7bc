import styled from 'styled-components';

/** The list of a side menu: its links (the current one highlighted) and buttons (Log Out) read alike. */
export const SideMenu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  a,
  button {
    display: block;
    width: 100%;
    padding: 0.6rem 0.8rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.highlight};
  }
  a.active {
    color: #fff;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
