import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'shared/config/routes';
import { useAppSelector } from 'shared/store/hooks';
import { useLogOut } from './use-log-out.ts';

const customerLinks = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.orders, label: 'Orders' },
  { to: paths.address, label: 'Addresses' },
  { to: paths.accountForm, label: 'Account Details' },
];

/** The back office's screens: links only until the admin remote arrives. */
const adminLinks = [
  { to: paths.adminProducts, label: 'Products' },
  { to: paths.adminCombos, label: 'Product Combos' },
  { to: paths.adminCoupons, label: 'Coupons' },
  { to: paths.adminUsers, label: 'Users' },
];

const Menu = styled.ul`
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

/** Spec: Dashboard, Orders, Addresses, Account Details, Log Out; an admin also sees the back office's links. */
export function AccountSidebar() {
  const isAdmin = useAppSelector((state) => state.auth.user?.role === 'admin');
  const { logOut, busy } = useLogOut();
  const links = isAdmin ? [...customerLinks, ...adminLinks] : customerLinks;

  return (
    <nav aria-label="Account">
      <Menu>
        {links.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
        <li>
          <button type="button" disabled={busy} onClick={() => void logOut()}>
            Log Out
          </button>
        </li>
      </Menu>
    </nav>
  );
}
