import { screen, within } from '@testing-library/react';
import { blogArticles, slugFromTitle } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { articleSummary } from './article-summaries.ts';
import { BlogListScreen } from './blog-list-screen.tsx';

const renderBlog = () => renderWithStore(<BlogListScreen />, { route: paths.blogs });

test('the blog is titled "Blog" in its heading and in the browser tab', () => {
  renderBlog();
  expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  expect(document.title).toBe(`Blog | ${shop.name}`);
});

test('the blog shows 7 cards, each with its title, an excerpt and a "Read More..." link to the article', () => {
  renderBlog();
  const cards = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(cards).toHaveLength(7);
  cards.forEach((card, index) => {
    const { slug, title } = blogArticles[index]!;
    expect(within(card).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(within(card).getByText(articleSummary(slug).excerpt)).toBeInTheDocument();
    const readMore = within(card).getByRole('link', { name: `Read More... ${title}` });
    expect(readMore).toHaveAttribute('href', paths.article(slug));
    expect(within(card).getByText('Read More...')).toBe(readMore);
  });
});

test('the article reached only from the blog list links to its title lowercased, spaces turned to hyphens', () => {
  renderBlog();
  const title = 'Simple Solutions for Everyday Wellness';
  expect(blogArticles.find((article) => article.title === title)?.slug).toBe(slugFromTitle(title));
  expect(screen.getByRole('link', { name: `Read More... ${title}` })).toHaveAttribute(
    'href',
    '/simple-solutions-for-everyday-wellness',
  );
});
