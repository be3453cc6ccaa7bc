import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import type { PolicySection } from './policy-layout.tsx';

const supportEmail = <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>;

export const privacyPolicySections: readonly PolicySection[] = [
  {
    id: 'what-we-store',
    heading: 'What we store',
    content: (
      <>
        <p>We keep only what we need to run the shop and deliver your orders:</p>
        <ul>
          <li>
            A session id, created when you first open the shop, so that your cart stays yours between visits. It
            identifies your browser, not you.
          </li>
          <li>Your cart: the products, weights and quantities you add, and any coupon you apply.</li>
          <li>
            Your orders: what you bought, the prices, your name, e-mail address, phone number, billing and shipping
            addresses, and any note you add at checkout.
          </li>
          <li>
            If you create an account: your name, e-mail address, saved addresses and your password, stored only as a
            secure hash.
          </li>
          <li>
            Messages you send us through the contact form, with the name, e-mail address and phone number you give.
          </li>
          <li>E-mail addresses left in the sign-up form at the foot of our pages.</li>
        </ul>
        <p>
          Your browser also keeps a few small items in its local storage: whether you are signed in, and whether you
          have already seen our welcome screen.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Payments',
    content: (
      <p>
        Online payments are made in our payment provider&apos;s own secure window. Your card details go straight to the
        provider: we never see them and we store no card data. From the provider we receive only whether the payment
        succeeded, with its payment and order reference numbers.
      </p>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use your information',
    content: (
      <ul>
        <li>To take, pack, deliver and, where needed, refund your orders.</li>
        <li>To answer your messages, claims and questions.</li>
        <li>To write to you about what you signed up for at the foot of our pages, and for nothing else.</li>
        <li>To keep the shop secure and to meet our legal and tax obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    content: (
      <p>
        We do not sell or rent your information. We share only what is needed with the courier who delivers your parcel
        (your name, shipping address and phone number) and with our payment provider, and we disclose information when
        the law requires it.
      </p>
    ),
  },
  {
    id: 'your-choices',
    heading: 'Your choices',
    content: (
      <p>
        You can see and change your account details and addresses in <Link to={paths.myAccount}>My Account</Link> at any
        time. To ask for a copy of the information we hold about you, or for it to be deleted, write to {supportEmail}.
        We keep order records for as long as tax law requires, even after an account is closed.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    content: (
      <p>
        Questions about this policy or about your information are welcome at {supportEmail}, or by post at{' '}
        {shop.address}.
      </p>
    ),
  },
];
