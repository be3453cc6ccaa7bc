import { blogArticles, type BlogArticleLink } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';

// The shell's router matches paths regardless of case and a trailing slash, so the lookup does too.
const comparable = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/** The blog article shown at a path, if any. */
export const findArticle = (pathname: string): BlogArticleLink | undefined =>
  blogArticles.find(({ slug }) => comparable(paths.article(slug)) === comparable(pathname));
