import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { useAppSelector } from 'shared/store/hooks';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AccountLayout } from '../../account-area/account-layout.tsx';

/** `dashboard`: greets the shopper by first name and points to the rest of the account. */
export function DashboardScreen() {
  usePageMeta('Dashboard');
  const firstName = useAppSelector((state) => state.auth.user?.first_name);

  return (
    <AccountLayout title="Dashboard">
      <p>{firstName ? `Hello ${firstName}!` : 'Hello!'}</p>
      <p>
        From your account dashboard you can view your <Link to={paths.orders}>recent orders</Link>, manage your{' '}
        <Link to={paths.address}>shipping and billing addresses</Link>, and{' '}
        <Link to={paths.accountForm}>edit your password and account details</Link>.
      </p>
    </AccountLayout>
  );
}
