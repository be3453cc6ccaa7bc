import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { useAppSelector } from 'shared/store/hooks';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AccountLayout } from '../../account-area/account-layout.tsx';

/**
 * `dashboard`: greets the shopper by first name, or by display name until a first name is given (registration
 * asks for none), and points to the rest of the account.
 */
export function DashboardScreen() {
  usePageMeta('Dashboard');
  const name = useAppSelector((state) => state.auth.user?.first_name.trim() || state.auth.user?.display_name?.trim());

  return (
    <AccountLayout title="Dashboard">
      <p>{name ? `Hello ${name}!` : 'Hello!'}</p>
      <p>
        From your account dashboard you can view your <Link to={paths.orders}>recent orders</Link>, manage your{' '}
        <Link to={paths.address}>shipping and billing addresses</Link>, and{' '}
        <Link to={paths.accountForm}>edit your password and account details</Link>.
      </p>
    </AccountLayout>
  );
}
