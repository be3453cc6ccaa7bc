import { screen } from '@testing-library/react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { aProduct } from '../testing/catalog-builders.ts';
import { HowToUse } from './how-to-use.tsx';

test('the steps are numbered in their step order', () => {
  const product = aProduct({
    how_to_use: [
      { id: 1, step_order: 2, step_details: 'Cook on a hot tawa.' },
      { id: 2, step_order: 1, step_details: 'Whisk the mix with water.' },
    ],
  });
  renderWithStore(<HowToUse {...product} />);
  const steps = screen.getAllByRole('listitem');
  expect(steps[0]?.closest('ol')).toBeInTheDocument();
  expect(steps.map((step) => step.textContent)).toEqual(['Whisk the mix with water.', 'Cook on a hot tawa.']);
});

test('the tip is shown', () => {
  renderWithStore(<HowToUse {...aProduct({ how_to_use_tip: 'Knead with warm water.' })} />);
  expect(screen.getByText('Tip:').parentElement).toHaveTextContent('Tip: Knead with warm water.');
});

test('the optional image is shown when there is one', () => {
  const product = aProduct({ id: 7, name: 'Millet Upma Mix', how_to_use_image: 'upma-steps.webp' });
  renderWithStore(<HowToUse {...product} />);
  expect(screen.getByRole('img', { name: 'Preparing Millet Upma Mix' })).toHaveAttribute(
    'src',
    '/storage/product/7/upma-steps.webp',
  );
});
