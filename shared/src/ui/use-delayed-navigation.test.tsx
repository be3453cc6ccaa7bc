import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { routerFuture } from 'shared/config/router-future';
import { Link } from 'shared/routing';
import { useDelayedNavigation } from './use-delayed-navigation.ts';

/** A widget that stays mounted across pages, as the shell's are, and sends the shopper on once told to. */
function Widget() {
  const [leaveFor, setLeaveFor] = useState<string | null>(null);
  useDelayedNavigation(leaveFor, 1000);
  return (
    <>
      <button onClick={() => setLeaveFor('/orders')}>Paid</button>
      <Link to="/orders/3">View order 3</Link>
    </>
  );
}

function renderAt(route: string) {
  render(
    <MemoryRouter initialEntries={[route]} future={routerFuture}>
      <Widget />
      <Routes>
        <Route path="/account" element={<h1>Account</h1>} />
        <Route path="/orders" element={<h1>Orders</h1>} />
        <Route path="/orders/3" element={<h1>Order 3</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('goes to the path once the delay is over', () => {
  renderAt('/account');
  act(() => screen.getByRole('button', { name: 'Paid' }).click());
  act(() => jest.advanceTimersByTime(999));
  expect(screen.getByRole('heading')).toHaveTextContent('Account');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading')).toHaveTextContent('Orders');
});

test('a shopper who moves elsewhere before the delay is over stays there, then and later', () => {
  renderAt('/account');
  act(() => screen.getByRole('button', { name: 'Paid' }).click());
  act(() => jest.advanceTimersByTime(500));
  act(() => screen.getByRole('link', { name: 'View order 3' }).click());
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByRole('heading')).toHaveTextContent('Order 3');
});
