import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

test('every route change scrolls the view to the top', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  renderWithStore(
    <>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<Link to="/faqs">FAQs</Link>} />
        <Route path="/faqs" element={<Link to="/">Home</Link>} />
      </Routes>
    </>,
  );
  scrollTo.mockClear();
  await act(() => userEvent.click(screen.getByRole('link', { name: 'FAQs' })));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockRestore();
});

test('a new query on the same path, such as the next page of a list, scrolls to the top too', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  renderWithStore(
    <>
      <ScrollToTop />
      <Link to="/products?page=2">Next page</Link>
    </>,
    { route: '/products' },
  );
  scrollTo.mockClear();
  await act(() => userEvent.click(screen.getByRole('link', { name: 'Next page' })));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockRestore();
});
