import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { FirstVisitSplash } from './first-visit.tsx';

function renderAt(route: string) {
  return renderWithStore(
    <>
      <FirstVisitSplash />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/render" element={<Link to="/">Enter the shop</Link>} />
        <Route path="/faqs" element={<Link to="/">Home link</Link>} />
      </Routes>
    </>,
    { route },
  );
}

beforeEach(() => localStorage.clear());

test('a first visit to / sets hasVisited and shows the splash', async () => {
  renderAt('/');
  expect(await screen.findByRole('link', { name: 'Enter the shop' })).toBeInTheDocument();
  expect(localStorage.getItem('hasVisited')).toBe('true');
});

test('the splash happens once: the next visit to / stays home', async () => {
  renderAt('/');
  await act(async () => userEvent.click(await screen.findByRole('link', { name: 'Enter the shop' })));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

test('a visitor who has been here before goes straight home', () => {
  localStorage.setItem('hasVisited', 'true');
  renderAt('/');
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
});

test('a first visit to another page shows that page and keeps the flag unset', () => {
  renderAt('/faqs');
  expect(screen.getByRole('link', { name: 'Home link' })).toBeInTheDocument();
  expect(localStorage.getItem('hasVisited')).toBeNull();
});
