import { shop } from 'shared/config/shop';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import { PolicyLayout } from './policy-layout.tsx';
import { termsSections } from './terms-sections.tsx';

export const termsHead: PageHead = {
  title: 'Terms of Service',
  description: `The terms on which ${shop.name} sells: orders, prices, payments, delivery and your account.`,
};

export function TermsScreen() {
  usePageMeta(termsHead.title, termsHead.description);
  return (
    <PolicyLayout
      title="Terms of Service"
      intro={<p>Please read these terms before you place an order. They are written to be short and plain.</p>}
      navLabel="Terms sections"
      sections={termsSections}
    />
  );
}
