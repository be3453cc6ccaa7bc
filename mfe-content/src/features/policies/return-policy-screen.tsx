import { usePageMeta } from 'shared/ui/use-page-meta';
import { PolicyLayout } from './policy-layout.tsx';
import { returnPolicySections } from './return-policy-sections.tsx';

export function ReturnPolicyScreen() {
  usePageMeta(
    'Return and Refund Policy',
    'How to report a damaged item, when refunds are given, cancellations, processing times and our support hours.',
  );
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
