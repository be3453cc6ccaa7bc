import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { SplashScreen } from './splash-screen.tsx';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the splash names the shop, sets its title and goes home after 1.5 s', () => {
  renderWithStore(<SplashScreen />, {
    route: '/render',
    path: '/render',
    otherRoutes: <Route path="/" element={<h1>Home page</h1>} />,
  });
  expect(screen.getByRole('heading', { name: 'Healthy Grains' })).toBeInTheDocument();
  expect(document.title).toBe('Welcome | Healthy Grains');

  act(() => jest.advanceTimersByTime(1499));
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});
