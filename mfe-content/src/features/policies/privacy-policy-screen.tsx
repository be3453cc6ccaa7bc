import { shop } from 'shared/config/shop';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { PolicyLayout } from './policy-layout.tsx';
import { privacyPolicySections } from './privacy-policy-sections.tsx';

export function PrivacyPolicyScreen() {
  usePageMeta('Privacy Policy', `What ${shop.name} stores about you, why, and how payments are kept safe.`);
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro={<p>This policy explains what information {shop.name} keeps when you use our shop, and why.</p>}
      navLabel="Policy sections"
      sections={privacyPolicySections}
    />
  );
}
