import { paths } from 'shared/config/routes';
import type { PageLoader } from 'shared/server-rendering/page-head';
import { breadcrumbList, shareImageUrl, shopOrganization } from 'shared/server-rendering/structured-data';
import { articleSummary } from './article-summaries.ts';
import { findArticle } from './find-article.ts';

export const blogArticleLoader: PageLoader = ({ pathname, shopUrl }) => {
  const article = findArticle(pathname);
  if (!article) return Promise.resolve({ title: 'Article not found', notFound: true });
  const path = paths.article(article.slug);
  const { excerpt: description, published } = articleSummary(article.slug);
  const url = `${shopUrl}${path}`;
  const organization = shopOrganization(shopUrl);
  return Promise.resolve({
    title: article.title,
    description,
    openGraph: { 'og:type': 'article' },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description,
        url,
        mainEntityOfPage: url,
        inLanguage: 'en-IN',
        datePublished: published,
        // the shop's link-preview picture: the articles' own illustrations are drawn in the page, not image files
        image: shareImageUrl(shopUrl),
        author: organization,
        publisher: organization,
      },
      breadcrumbList(shopUrl, [
        { name: 'Home', path: paths.home },
        { name: 'Blogs', path: paths.blogs },
        { name: article.title, path },
      ]),
    ],
  });
};
