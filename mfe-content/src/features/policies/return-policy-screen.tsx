import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { PolicyLayout } from './policy-layout.tsx';
import { returnPolicySections } from './return-policy-sections.tsx';

export const returnPolicyHead: PageHead = {
  title: 'Return and Refund Policy',
  description:
    'How to report a damaged item, when refunds are given, cancellations, processing times and our support hours.',
};

export function ReturnPolicyScreen() {
  usePageMeta(returnPolicyHead.title, returnPolicyHead.description);
  return (
    <PolicyLayout
      title="Return and Refund Policy"
      intro={
        <p>
          We pack every order with care. If something goes wrong, this is how we put it right, and what we can and
          cannot take back.
        </p>
      }
      navLabel="Policy sections"
      sections={returnPolicySections}
    />
  );
}
