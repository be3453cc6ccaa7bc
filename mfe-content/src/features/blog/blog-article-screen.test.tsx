import { screen, within } from '@testing-library/react';
import { blogArticles } from 'shared/config/blog-articles';
import { paths } from 'shared/config/routes';
import { shop } from 'shared/config/shop';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { BlogArticleScreen } from './blog-article-screen.tsx';

const renderAt = (route: string) => renderWithStore(<BlogArticleScreen />, { route });

describe.each(blogArticles)('the article "$title"', (article) => {
  test('shows its title, its text and sets the browser tab title', () => {
    renderAt(paths.article(article.slug));
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(document.title).toBe(`${article.title} | ${shop.name}`);
  });

  test('has a sidebar linking the 6 other articles and giving the contact details', () => {
    renderAt(paths.article(article.slug));
    const sidebar = screen.getByRole('complementary', { name: 'More from our blog' });
    const others = within(within(sidebar).getByRole('region', { name: 'More articles' })).getAllByRole('link');
    expect(others.map((link) => link.getAttribute('href'))).toEqual(
      blogArticles.filter(({ slug }) => slug !== article.slug).map(({ slug }) => paths.article(slug)),
    );
    const contact = within(sidebar).getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: shop.phone })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(contact).getByRole('link', { name: shop.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${shop.supportEmail}`,
    );
    expect(within(contact).getByText(shop.address)).toBeInTheDocument();
  });
});

test.each(blogArticles.filter(({ kind }) => kind === 'recipe'))(
  'the recipe "$title" lists ingredients and numbered steps',
  (recipe) => {
    renderAt(paths.article(recipe.slug));
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('heading', { name: 'Ingredients' }).length).toBeGreaterThan(0);
    expect(article.querySelectorAll('ol li').length).toBeGreaterThan(3);
  },
);

test('an article is found whatever the case of its address, as the shell routes it', () => {
  renderAt('/high-protein-chilla-mix-recipes/');
  expect(screen.getByRole('heading', { level: 1, name: 'High-Protein Chilla Mix Recipes' })).toBeInTheDocument();
});

test('an unknown article says so and links back to the blog', () => {
  renderAt('/no-such-article');
  expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /blog/ })).toHaveAttribute('href', paths.blogs);
  expect(document.title).toBe(`Article not found | ${shop.name}`);
});
