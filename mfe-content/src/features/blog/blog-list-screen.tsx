import { blogArticles } from 'shared/config/blog-articles';
import { Page } from 'shared/ui/page.tsx';
import type { PageHead } from 'shared/server-rendering/page-head';
import { usePageMeta } from 'shared/ui/use-page-meta';
import styled from 'styled-components';
import { ArticleCard } from './article-card.tsx';

const Intro = styled.p`
  max-width: 44rem;
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const blogListHead: PageHead = {
  title: 'Blog',
  description:
    'Healthy living tips and gluten-free, high-protein recipes with millets, chilla mix and multigrain atta.',
};

export function BlogListScreen() {
  usePageMeta(blogListHead.title, blogListHead.description);
  return (
    <Page>
      <h1>Blog</h1>
      <Intro>
        Everyday wellness ideas and recipes from our kitchen, for gluten-free cooking that is rich in protein.
      </Intro>
      <Grid>
        {blogArticles.map((article) => (
          <ArticleCard key={article.slug} article={article} />
        ))}
      </Grid>
    </Page>
  );
}
