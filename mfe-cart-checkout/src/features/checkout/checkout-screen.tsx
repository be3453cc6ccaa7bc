import { useState, type SubmitEvent } from 'react';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import type { PaymentType } from 'shared/contracts/checkout';
import { useAppDispatch, useAppSelector } from 'shared/store/hooks';
import { cartOpened } from 'shared/store/ui-slice';
import { Alert } from 'shared/ui/alert.tsx';
import { Button } from 'shared/ui/button.tsx';
import { Page } from 'shared/ui/page.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import styled from 'styled-components';
import { useDelayedNavigation } from 'shared/ui/use-delayed-navigation';
import { useCart } from '../cart/api.ts';
import { useGetPaymentOptionsQuery } from '../payment/api.ts';
import {
  addressPayload,
  emptyAddress,
  sameAddress,
  savedAddress,
  type AddressFields,
} from 'shared/contracts/address-fields';
import { addressFault } from 'shared/contracts/address-rule';
import { AddressSection } from './address-section.tsx';
import { useCountries } from './api.ts';
import { CheckLabel, CheckoutColumns, FormSection } from './checkout-layout.ts';
import { EMPTY_CART_DELAY_MS } from './checkout-messages.ts';
import { checkoutOrder } from './checkout-order.ts';
import { TextAreaField, TextField } from 'shared/ui/form-field.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { usePlaceOrder } from './use-place-order.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const ConfirmButton = styled(Button)`
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

const withCountry = (country: { id: number; name: string }) => (address: AddressFields) =>
  address.country_id ? address : { ...address, country_id: String(country.id), country_name: country.name };

/** The checkout page: the order summary and the shopper's details, then the order and its payment. */
export function CheckoutScreen() {
  usePageMeta('Checkout');
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => (state.auth.isSignedIn ? state.auth.user : null));
  const { data: cart, isSuccess, isError, isFetching } = useCart();
  const { data: paymentOptions } = useGetPaymentOptionsQuery();
  const { countries, india } = useCountries();
  const { submit, busy, message, paymentWindow } = usePlaceOrder();

  const [saved] = useState(() => ({
    billing: savedAddress(user?.billing_address, 'billing'),
    shipping: savedAddress(user?.shipping_address, 'shipping'),
  }));
  const [email, setEmail] = useState(user?.email ?? '');
  const [typedBilling, setBilling] = useState(saved.billing ?? emptyAddress);
  const [typedShipping, setShipping] = useState(saved.shipping ?? emptyAddress);
  // A saved shipping address other than the billing one is where the shopper's orders go, unless they say otherwise.
  const [sameAsBilling, setSameAsBilling] = useState(
    () => !saved.shipping || (saved.billing !== null && sameAddress(saved.shipping, saved.billing)),
  );
  const [paymentType, setPaymentType] = useState<PaymentType>('online');
  const [withNote, setWithNote] = useState(false);
  const [note, setNote] = useState('');
  // After the first attempt, each address marks the field that breaks the rule (and a saved one opens).
  const [attempted, setAttempted] = useState(false);

  // India is the default country of an address that has none yet.
  const billing = india ? withCountry(india)(typedBilling) : typedBilling;
  const shipping = india ? withCountry(india)(typedShipping) : typedShipping;
  const faultOf = (kind: 'billing' | 'shipping', address: AddressFields) =>
    attempted ? addressFault(addressPayload(kind, address), kind) : null;

  const cartEmpty = !busy && !isFetching && (isError || (isSuccess && !cart?.lines.length));
  useDelayedNavigation(cartEmpty ? paths.products : null, EMPTY_CART_DELAY_MS);

  const confirm = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    void submit(
      checkoutOrder({ email, billing, shipping, sameAsBilling, note: withNote ? note : null, paymentType }),
      paymentOptions?.shop_name ?? shop.name,
    );
  };

  return (
    <Page>
      <h1>Checkout</h1>
      <CheckoutColumns>
        <OrderSummary cart={cart} />
        <form noValidate onSubmit={confirm} aria-label="Checkout">
          <FormSection>
            <legend>
              <h2>Contact</h2>
            </legend>
            <TextField
              label="Email address"
              type="email"
              required
              value={email}
              onValue={setEmail}
              autoComplete="email"
            />
          </FormSection>
          <FormSection>
            <legend>
              <h2>Billing address</h2>
            </legend>
            <AddressSection
              kind="billing"
              hasSaved={Boolean(saved.billing)}
              value={billing}
              onChange={setBilling}
              countries={countries}
              fault={faultOf('billing', billing)}
            />
          </FormSection>
          <FormSection>
            <legend>
              <h2>Shipping address</h2>
            </legend>
            <CheckLabel>
              <input
                type="checkbox"
                checked={sameAsBilling}
                onChange={(event) => setSameAsBilling(event.target.checked)}
              />
              Same as billing address
            </CheckLabel>
            {!sameAsBilling && (
              <AddressSection
                kind="shipping"
                hasSaved={Boolean(saved.shipping)}
                value={shipping}
                onChange={setShipping}
                countries={countries}
                fault={faultOf('shipping', shipping)}
              />
            )}
          </FormSection>
          <PaymentChoice
            value={paymentType}
            onChange={setPaymentType}
            codEnabled={paymentOptions?.cod_enabled ?? false}
          />
          <CheckLabel>
            <input type="checkbox" checked={withNote} onChange={(event) => setWithNote(event.target.checked)} />
            Add a note to your order
          </CheckLabel>
          {withNote && <TextAreaField label="Order notes" value={note} onValue={setNote} />}
          {message && <Alert $tone={message.tone}>{message.text}</Alert>}
          <Actions>
            <Button type="button" $variant="outline" onClick={() => dispatch(cartOpened())}>
              Return to Cart
            </Button>
            <ConfirmButton type="submit" aria-disabled={busy} aria-busy={busy}>
              Confirm &amp; Pay
            </ConfirmButton>
          </Actions>
        </form>
      </CheckoutColumns>
      {paymentWindow}
    </Page>
  );
}
