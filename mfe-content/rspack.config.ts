import { remoteConfig } from '../rspack.base.ts';

export default remoteConfig({
  dir: import.meta.dirname,
  devPort: 3003,
  serverRendered: true,
  exposes: {
    './SplashPage': './src/exposes/splash-page.tsx',
    './BlogListPage': './src/exposes/blog-list-page.tsx',
    './BlogArticlePage': './src/exposes/blog-article-page.tsx',
    './FaqsPage': './src/exposes/faqs-page.tsx',
    './ReturnPolicyPage': './src/exposes/return-policy-page.tsx',
    './PrivacyPolicyPage': './src/exposes/privacy-policy-page.tsx',
    './TermsPage': './src/exposes/terms-page.tsx',
    './AboutPage': './src/exposes/about-page.tsx',
    './ContactPage': './src/exposes/contact-page.tsx',
  },
});
