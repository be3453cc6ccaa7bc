import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shop } from 'shared/config/shop';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { FaqsScreen } from './faqs-screen.tsx';

test('the FAQs page has one heading and sets the browser tab title', () => {
  renderWithStore(<FaqsScreen />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
    'Frequently Asked Questions',
  ]);
  expect(document.title).toBe(`Frequently Asked Questions | ${shop.name}`);
});

test('four closed items: flour, protein, millets and lentils, healthy lifestyle', () => {
  const { container } = renderWithStore(<FaqsScreen />);
  const items = [...container.querySelectorAll('details')];
  expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual([
    'Flour',
    'Protein',
    'Millets and lentils',
    'Healthy lifestyle',
  ]);
  for (const item of items) expect(item).not.toHaveAttribute('open');
  expect(screen.getByText('Is your multigrain flour completely gluten-free?')).not.toBeVisible();
});

test('an item opens to show its answers, and closes again', async () => {
  const user = userEvent.setup();
  renderWithStore(<FaqsScreen />);
  const answer = screen.getByText('How much protein is in your mixes?');
  await user.click(screen.getByText('Protein'));
  expect(answer).toBeVisible();
  await user.click(screen.getByText('Protein'));
  expect(answer).not.toBeVisible();
});
