import { Link } from 'shared/routing';
import styled from 'styled-components';
import { paths } from 'shared/config/routes';
import { savedAddress } from 'shared/contracts/address-fields';
import { useAppSelector } from 'shared/store/hooks';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { AccountLayout } from '../../account-area/account-layout.tsx';
import { ADDRESS_TYPES, addressTitle } from './address-type.ts';

const Cards = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  section {
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  address {
    font-style: normal;
    margin-bottom: 0.75rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
  }
`;

/** `address`: the billing and shipping addresses of the stored user, each with a link to edit it. */
export function AddressScreen() {
  usePageMeta('Addresses');
  const user = useAppSelector((state) => state.auth.user);

  return (
    <AccountLayout title="Addresses">
      <p>The following addresses will be used on the checkout page by default.</p>
      <Cards>
        {ADDRESS_TYPES.map((type) => {
          const address = savedAddress(user?.[`${type}_address`], type);
          const title = `${addressTitle(type)} address`;
          return (
            <section key={type} aria-labelledby={`${type}-address-title`}>
              <h2 id={`${type}-address-title`}>{title}</h2>
              {address ? (
                <address>
                  {`${address.first_name} ${address.last_name}`.trim()}
                  <br />
                  {address.address}
                  <br />
                  {[address.city, address.state, address.country_name].filter(Boolean).join(', ')} {address.pincode}
                  {address.contact_no && (
                    <>
                      <br />
                      {address.contact_no}
                    </>
                  )}
                </address>
              ) : (
                <p>You have not set up this type of address yet.</p>
              )}
              <Link to={paths.editAddress(type)} aria-label={`Edit ${title}`}>
                Edit
              </Link>
            </section>
          );
        })}
      </Cards>
    </AccountLayout>
  );
}
