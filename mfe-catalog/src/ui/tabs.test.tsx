import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { Tabs } from './tabs.tsx';

const renderTabs = () =>
  renderWithStore(
    <Tabs
      label="About the mix"
      tabs={[
        { title: 'Description', panel: 'A savoury pancake mix.' },
        { title: 'Nutritional Information', panel: '18 g protein.' },
        { title: 'How to Use', panel: 'Whisk and pour.' },
      ]}
    />,
  );

test('the first tab is selected and only its panel shows', () => {
  renderTabs();
  expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('A savoury pancake mix.');
});

test('clicking a tab shows its panel', async () => {
  renderTabs();
  await userEvent.click(screen.getByRole('tab', { name: 'How to Use' }));
  expect(screen.getByRole('tabpanel', { name: 'How to Use' })).toHaveTextContent('Whisk and pour.');
});

test('arrow keys move between tabs, wrapping around', async () => {
  renderTabs();
  await userEvent.click(screen.getByRole('tab', { name: 'Description' }));
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'How to Use' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'How to Use' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
});
