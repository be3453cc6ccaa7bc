import { Link, useLocation } from 'shared/routing';
import type { BlogArticleLink } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import { Page } from 'shared/ui/page.tsx';
import { usePageMeta } from 'shared/ui/use-page-meta';
import styled from 'styled-components';
import { Prose } from '../../ui/prose.ts';
import { ArticleBody } from './article-body.tsx';
import { ArticleIllustration } from './article-illustration.tsx';
import { ArticleNotFound } from './article-not-found.tsx';
import { ArticleSidebar } from './article-sidebar.tsx';
import { articleSummary } from './article-summaries.ts';
import { findArticle } from './find-article.ts';

// Below the mobile breakpoint the sidebar simply follows the article.
const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr) 19rem;
  }
`;

const Header = styled.header`
  max-width: 46rem;
  margin-bottom: 1.5rem;
  h1 {
    margin: 1.25rem 0 0.25rem;
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// A wide, low banner: the drawing stays centred and the background fills the sides.
const Banner = styled(ArticleIllustration)`
  aspect-ratio: 16 / 5;
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-top: 1rem;
  font-weight: 600;
`;

const kindLabels: Record<BlogArticleLink['kind'], string> = { wellness: 'Wellness', recipe: 'Recipe' };

/** One blog article, chosen by the path it is shown at. */
export function BlogArticleScreen() {
  const article = findArticle(useLocation().pathname);
  return article ? <Article article={article} /> : <ArticleNotFound />;
}

function Article({ article }: { article: BlogArticleLink }) {
  const { excerpt, illustration } = articleSummary(article.slug);
  usePageMeta(article.title, excerpt);
  return (
    <Page>
      <Columns>
        <article aria-labelledby="article-title">
          <Header>
            <Banner name={illustration} />
            <h1 id="article-title">{article.title}</h1>
            <p>{kindLabels[article.kind]}</p>
          </Header>
          <Prose>
            <ArticleBody slug={article.slug} />
          </Prose>
          <BackLink to={paths.blogs}>Back to the blog</BackLink>
        </article>
        <ArticleSidebar currentSlug={article.slug} />
      </Columns>
    </Page>
  );
}
