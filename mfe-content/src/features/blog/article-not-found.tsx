import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { Page } from 'shared/ui/page.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';

export function ArticleNotFound() {
  usePageMeta('Article not found');
  return (
    <Page>
      <h1>Article not found</h1>
      <p>We could not find this article. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to={paths.blogs}>See all articles on the blog</Link>
      </p>
    </Page>
  );
}
