import { NavLink } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { SideMenu } from 'shared/ui/side-menu';

const adminLinks = [
  { to: paths.adminOrders, label: 'Orders' },
  { to: paths.adminProducts, label: 'Products' },
  { to: paths.adminCombos, label: 'Product Combos' },
  { to: paths.adminCoupons, label: 'Coupons' },
  { to: paths.adminUsers, label: 'Users' },
];

/** The back office's screens, and the way back to the admin's own account. */
export function AdminMenu() {
  return (
    <nav aria-label="Back office">
      <SideMenu>
        {adminLinks.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to={paths.dashboard}>My account</NavLink>
        </li>
      </SideMenu>
    </nav>
  );
}
