import { ContactDetails } from '../../ui/contact-details.tsx';
import type { PolicySection } from './policy-layout.tsx';
import { returnPolicyFacts as facts } from './return-policy.ts';

export const returnPolicySections: readonly PolicySection[] = [
  {
    id: 'damaged-items',
    heading: 'Damaged or wrong items',
    content: (
      <>
        <p>
          If a pack reaches you damaged, leaking or different from what you ordered, tell us {facts.claimWindow}. Please
          record {facts.claimProof} as you open the parcel, showing the sealed box, the label and the items inside, and
          send it to us with your order number. We cannot accept a claim without the video or after the 48 hours.
        </p>
        <p>
          Refunds and replacements are given {facts.damagedItemsOnly}. The rest of your order stays with you as
          delivered.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    heading: 'Returns',
    content: (
      <>
        <p>
          Our products are food, so we cannot resell anything that has left its seal. {facts.openedItems}, unless they
          were damaged or wrong on arrival and reported as described above.
        </p>
        <p>
          If you return an order after it has been dispatched, for example by refusing the delivery,{' '}
          {facts.returnShipping}.
        </p>
      </>
    ),
  },
  {
    id: 'replacements',
    heading: 'Replacements',
    content: (
      <p>
        For an accepted claim we send a fresh pack of the same item at no cost. {facts.replacementOutOfStock}, to your
        original payment method.
      </p>
    ),
  },
  {
    id: 'cancellations',
    heading: 'Cancellations',
    content: (
      <p>
        You can cancel an order until it is shipped. If you had already paid, the full amount is refunded to your
        original payment method in {facts.cancellationRefundTime}. Once an order has been shipped it can no longer be
        cancelled; see Returns above.
      </p>
    ),
  },
  {
    id: 'processing-times',
    heading: 'Processing times',
    content: (
      <p>
        We answer every claim, return or cancellation request in {facts.responseTime}. Once a claim is accepted,
        processing the refund or replacement takes {facts.processingTime}, depending on your bank and on where you live.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact and support hours',
    content: (
      <>
        <p>
          Our support team is available {facts.supportDays}, {facts.supportHours}, and is {facts.closedDay}. Messages
          sent outside these hours are answered on the next working day.
        </p>
        <ContactDetails />
      </>
    ),
  },
];
