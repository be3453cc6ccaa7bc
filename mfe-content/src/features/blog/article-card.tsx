import { Link } from 'shared/routing';
import type { BlogArticleLink } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import styled from 'styled-components';
import { ArticleIllustration } from './article-illustration.tsx';
import { articleSummary } from './article-summaries.ts';
import { VisuallyHidden } from 'shared/ui/visually-hidden';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0.25rem 0 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    flex: 1;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    align-self: flex-start;
    font-weight: 600;
  }
`;

export function ArticleCard({ article }: { article: BlogArticleLink }) {
  const { excerpt, illustration } = articleSummary(article.slug);
  return (
    <Card>
      <ArticleIllustration name={illustration} />
      <h2>{article.title}</h2>
      <p>{excerpt}</p>
      <Link to={paths.article(article.slug)}>
        Read More...<VisuallyHidden> {article.title}</VisuallyHidden>
      </Link>
    </Card>
  );
}
