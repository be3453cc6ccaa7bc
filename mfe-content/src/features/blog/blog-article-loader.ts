import type { PageLoader } from 'shared/server-rendering/page-head';
import { articleSummary } from './article-summaries.ts';
import { findArticle } from './find-article.ts';

export const blogArticleLoader: PageLoader = ({ pathname }) => {
  const article = findArticle(pathname);
  if (!article) return Promise.resolve({ title: 'Article not found', notFound: true });
  return Promise.resolve({
    title: article.title,
    description: articleSummary(article.slug).excerpt,
    openGraph: { 'og:type': 'article' },
  });
};
