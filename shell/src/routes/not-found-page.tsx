import { Link } from 'shared/routing';
import { paths } from 'shared/config/routes';
import { Page } from 'shared/ui/page.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  usePageMeta(NOT_FOUND_TITLE);
  return (
    <Page>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>We could not find the page you were looking for.</p>
      <p>
        <Link to={paths.home}>Back to the home page</Link> or <Link to={paths.products}>browse our products</Link>.
      </p>
    </Page>
  );
}
