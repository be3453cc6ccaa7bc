import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from 'shared/config/routes';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { aComboSummary, aProductSummary } from '../../testing/catalog-builders.ts';
import { serveCombos, serveProductPages } from '../../testing/catalog-handlers.ts';
import { stubMatchMedia } from '../../testing/match-media.ts';
import { HomeScreen } from './home-screen.tsx';

beforeEach(() => stubMatchMedia());

function renderHome({ products = [aProductSummary()], combos = [aComboSummary()] } = {}) {
  serveProductPages(products);
  serveCombos(combos);
  return renderWithStore(<HomeScreen />);
}

test('the hero has 4 slides, each with a heading and a "Shop Now" link to the product list', () => {
  renderHome();
  const hero = screen.getByRole('region', { name: /gluten-free, high-protein millet mixes/ });
  const slides = within(hero).getAllByRole('group');
  expect(slides).toHaveLength(4);
  for (const slide of slides) {
    expect(within(slide).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', paths.products);
  }
});

test('the hero has labelled controls, including a pause button', () => {
  renderHome();
  expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show slide 1 of 4' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
});

test('the hero moves forward and back round its slides, the way its buttons and a swipe say', async () => {
  const user = userEvent.setup();
  renderHome();
  const hero = screen.getByRole('region', { name: /gluten-free, high-protein millet mixes/ });
  const slide = (name: string) => within(hero).getByRole('group', { name });
  const shown = () => screen.getByRole('button', { name: /^Show slide \d of 4$/, current: true });

  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(shown()).toHaveAccessibleName('Show slide 4 of 4');
  expect(slide('4 of 4')).not.toHaveAttribute('inert');
  expect(slide('1 of 4')).toHaveAttribute('inert');

  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(shown()).toHaveAccessibleName('Show slide 1 of 4');
  await user.click(screen.getByRole('button', { name: 'Show slide 3 of 4' }));
  expect(shown()).toHaveAccessibleName('Show slide 3 of 4');

  const swipe = (from: number, to: number) =>
    user.pointer([
      { keys: '[MouseLeft>]', target: slide('3 of 4'), coords: { clientX: from } },
      { coords: { clientX: to } },
      { keys: '[/MouseLeft]' },
    ]);
  await swipe(300, 200);
  expect(shown()).toHaveAccessibleName('Show slide 4 of 4');
  await swipe(200, 190);
  expect(shown()).toHaveAccessibleName('Show slide 4 of 4');
  await swipe(100, 200);
  expect(shown()).toHaveAccessibleName('Show slide 3 of 4');
});

test('the hero stays still when the shopper prefers reduced motion', () => {
  stubMatchMedia('(prefers-reduced-motion: reduce)');
  renderHome();
  expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
});

test('the page has one h1 and its blocks in their order', () => {
  renderHome();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const blocks = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
  const titles = blocks.map((id) => document.getElementById(id ?? '')?.textContent);
  expect(titles).toEqual([
    'Healthy Grains: gluten-free, high-protein millet mixes',
    'About Healthy Grains',
    'Our Seller Products',
    "Our Best Seller Combo's",
    'Health Benefits at a Glance',
    'What Our Customers Say',
    'Healthy Meals in 3 Easy Steps',
    'Healthy Recipes & Tips',
    'Shop Our Range Now',
  ]);
});

test('the banner carries the shop promise', () => {
  renderHome();
  expect(
    screen.getAllByText('Healthy choices made effortless with gluten-free, high-protein power')[0],
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pause scrolling text' })).toBeInTheDocument();
});

test('best sellers, and only they, show with a link to their product page and their price range', async () => {
  renderHome({
    products: [
      aProductSummary({ id: 11, name: 'Millet Upma Mix', is_best_seller: 1 }),
      aProductSummary({ id: 12, name: 'Ragi Dosa Mix', is_best_seller: 0 }),
    ],
  });
  const bestSellers = screen.getByRole('region', { name: 'Our Seller Products' });
  const link = await within(bestSellers).findByRole('link', { name: 'Millet Upma Mix' });
  expect(link).toHaveAttribute('href', '/viewProduct/11');
  expect(within(bestSellers).getByText('₹219.00 – ₹399.00')).toBeInTheDocument();
  expect(within(bestSellers).queryByText('Ragi Dosa Mix')).not.toBeInTheDocument();
});

test('best-seller combos show their image, name, price and a "View Details" link to the combo page', async () => {
  renderHome({
    combos: [
      aComboSummary({ id: 21, name: 'Breakfast Combo', combo_price: 699, is_best_seller: 1, image: 'breakfast.webp' }),
      aComboSummary({ id: 22, name: 'Family Combo', is_best_seller: 0 }),
    ],
  });
  const combos = screen.getByRole('region', { name: "Our Best Seller Combo's" });
  const viewDetails = await within(combos).findByRole('link', { name: /View Details/ });
  expect(viewDetails).toHaveAttribute('href', '/comboView/21');
  const card = viewDetails.closest('li') as HTMLElement;
  expect(within(card).getByRole('heading', { name: 'Breakfast Combo' })).toBeInTheDocument();
  expect(within(card).getByText('₹699.00')).toBeInTheDocument();
  expect(card.querySelector('img')).toHaveAttribute('src', '/storage/product_combo/21/breakfast.webp');
  expect(within(combos).queryByText('Family Combo')).not.toBeInTheDocument();
});

test('the testimonials are a labelled carousel of quotes with names and roles', () => {
  renderHome();
  const testimonials = screen.getByRole('group', { name: 'Customer testimonials' });
  const slides = within(testimonials).getAllByRole('group');
  expect(slides).toHaveLength(4);
  expect(slides[0]).toHaveAccessibleName('1 of 4');
  expect(within(slides[0]!).getByText('Priya Raghavan')).toBeInTheDocument();
  expect(within(slides[0]!).getByText('Mother of two, Chennai')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show testimonial 1 of 4' })).toHaveAttribute('aria-current', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(screen.getByRole('button', { name: 'Show testimonial 2 of 4' })).toHaveAttribute('aria-current', 'true');
});

test('recipes link to the blog, and the call to action to the product list', () => {
  renderHome();
  const recipes = screen.getByRole('region', { name: 'Healthy Recipes & Tips' });
  const readMore = within(recipes).getAllByRole('link', { name: /Read more/ });
  expect(readMore).toHaveLength(3);
  for (const link of readMore) expect(link).toHaveAttribute('href', '/Blogs');
  const callToAction = screen.getByRole('region', { name: 'Shop Our Range Now' });
  expect(within(callToAction).getByRole('link')).toHaveAttribute('href', paths.products);
});
