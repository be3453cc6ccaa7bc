import { NavLink } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { useAppSelector } from 'shared/store/hooks';
import { SideMenu } from 'shared/ui/side-menu';
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

/** Dashboard, Orders, Addresses, Account Details, Log Out; an admin also sees the back office's links. */
export function AccountSidebar() {
  const isAdmin = useAppSelector((state) => state.auth.user?.role === 'admin');
  const { logOut, busy } = useLogOut();
  const links = isAdmin ? [...customerLinks, ...adminLinks] : customerLinks;

  return (
    <nav aria-label="Account">
      <SideMenu>
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
      </SideMenu>
    </nav>
  );
}
