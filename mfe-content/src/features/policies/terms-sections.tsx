import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import type { PolicySection } from './policy-layout.tsx';

export const termsSections: readonly PolicySection[] = [
  {
    id: 'using-the-shop',
    heading: 'Using the shop',
    content: (
      <p>
        These terms apply whenever you browse or buy from {shop.name}. By placing an order you accept them. We sell to
        customers in India for their own household use, and we may refuse or cancel orders that look fraudulent or are
        placed for resale.
      </p>
    ),
  },
  {
    id: 'orders-and-prices',
    heading: 'Orders and prices',
    content: (
      <>
        <p>
          Prices are in Indian rupees (₹) and can change without notice; you pay the price shown at checkout when you
          place the order. Any delivery charge is shown at checkout before you pay.
        </p>
        <p>
          An order is confirmed when you receive its order number. If an item turns out to be unavailable after you
          ordered it, we will tell you and refund what you paid for it.
        </p>
      </>
    ),
  },
  {
    id: 'payments-and-coupons',
    heading: 'Payments and coupons',
    content: (
      <>
        <p>
          Online payments are handled by our payment provider; an order is processed once its payment is confirmed. If a
          payment fails or you close the payment window, your order stays pending and you can pay for it later: from its
          page, which opens right away, from your orders when you are signed in, or, if you ordered without an account,
          through the e-mail we send you about it.
        </p>
        <p>
          A coupon is valid only between its start and end dates and only one coupon applies to an order. Some coupons
          are reserved for a particular e-mail address. Coupons have no cash value, and we may withdraw an offer at any
          time before an order is placed.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery',
    content: (
      <p>
        We deliver within India through courier partners. Delivery times given at checkout or by e-mail are estimates;
        please check your parcel as soon as it arrives and record its unboxing, as our return policy explains.
      </p>
    ),
  },
  {
    id: 'cancellations-and-returns',
    heading: 'Cancellations, returns and refunds',
    content: (
      <p>
        Cancellations, damaged items, replacements and refunds follow our{' '}
        <Link to={paths.returnPolicy}>Return and Refund Policy</Link>, which forms part of these terms.
      </p>
    ),
  },
  {
    id: 'your-account',
    heading: 'Your account',
    content: (
      <p>
        Keep your password to yourself; you are responsible for orders placed from your account. Tell us at once if you
        think someone else has used it. We may suspend an account that is used to break these terms.
      </p>
    ),
  },
  {
    id: 'health-information',
    heading: 'Product and health information',
    content: (
      <p>
        We describe our products, their ingredients and their nutrition as accurately as we can, and the pack label is
        always the final word. Articles, recipes and answers on this site are general information, not medical advice.
        If you have coeliac disease, diabetes, an allergy or another condition, please follow the advice of your doctor
        or dietitian.
      </p>
    ),
  },
  {
    id: 'our-content',
    heading: 'Our content',
    content: (
      <p>
        The text, recipes, drawings, logos and pack designs on this site belong to {shop.name}. You are welcome to cook
        our recipes and share links to them, but please do not copy them to another site or use them commercially
        without our permission.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    content: (
      <p>
        If something goes wrong with an order, our responsibility is limited to replacing the product or refunding what
        you paid for it. Nothing in these terms limits the rights you have as a consumer under Indian law.
      </p>
    ),
  },
  {
    id: 'law-and-changes',
    heading: 'Governing law and changes',
    content: (
      <p>
        These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction. We may
        update them from time to time; the version on this page when you place an order is the one that applies to it.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    content: (
      <p>
        Questions about these terms are welcome at <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a> or on{' '}
        <Link to={paths.contact}>our contact page</Link>.
      </p>
    ),
  },
];
