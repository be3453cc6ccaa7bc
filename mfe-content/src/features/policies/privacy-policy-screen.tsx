import { shop } from 'shared/config/shop';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { PolicyLayout } from './policy-layout.tsx';
import { privacyPolicySections } from './privacy-policy-sections.tsx';

export const privacyPolicyHead: PageHead = {
  title: 'Privacy Policy',
  description: `What ${shop.name} stores about you, why, and how payments are kept safe.`,
};

export function PrivacyPolicyScreen() {
  usePageMeta(privacyPolicyHead.title, privacyPolicyHead.description);
  return (
    <PolicyLayout
      title="Privacy Policy"
      intro={<p>This policy explains what information {shop.name} keeps when you use our shop, and why.</p>}
      navLabel="Policy sections"
      sections={privacyPolicySections}
    />
  );
}
