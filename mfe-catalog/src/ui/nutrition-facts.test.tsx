import { screen, within } from '@testing-library/react';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { aNutritionTable, aProduct } from '../testing/catalog-builders.ts';
import { NutritionFacts } from './nutrition-facts.tsx';

test('an empty cell shows "-"', () => {
  const table = aNutritionTable({
    columns: ['Per 100 g', 'Per Serving'],
    rows: [{ label: 'Sugar', values: { 'Per 100 g': '1.2 g', 'Per Serving': '' } }],
  });
  renderWithStore(<NutritionFacts {...aProduct({ nutritional_information: [table] })} />);
  const sugar = screen.getByRole('row', { name: /Sugar/ });
  expect(
    within(sugar)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1.2 g', '-']);
});

test('no table shows when every row is empty', () => {
  const table = aNutritionTable({
    columns: ['Per 100 g'],
    rows: [
      { label: 'Energy', values: { 'Per 100 g': '' } },
      { label: 'Protein', values: {} },
    ],
  });
  renderWithStore(<NutritionFacts {...aProduct({ nutritional_information: [table] })} />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByText('Nutritional information is not available.')).toBeInTheDocument();
});

test('the table shows with its title, columns and values', () => {
  renderWithStore(
    <NutritionFacts {...aProduct({ nutritional_information: [aNutritionTable({ title: 'Per pack' })] })} />,
  );
  const table = screen.getByRole('table', { name: 'Per pack' });
  expect(within(table).getByRole('columnheader', { name: 'Per 100 g' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '18.2 g' })).toBeInTheDocument();
});

test('serving size and servings per container are shown', () => {
  renderWithStore(
    <NutritionFacts
      {...aProduct({ serving_size: '40 g (about 2 rotis)', serving_per_container: '12 (500 Gm pack)' })}
    />,
  );
  expect(screen.getByText('40 g (about 2 rotis)')).toBeInTheDocument();
  expect(screen.getByText('12 (500 Gm pack)')).toBeInTheDocument();
});
