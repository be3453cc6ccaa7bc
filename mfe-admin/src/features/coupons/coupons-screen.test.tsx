import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon } from 'shared/contracts/coupons';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { ok, refused, type Answer } from 'shared/testing/answer';
import CouponsPage from '../../exposes/coupons-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { aCoupon, someCoupons } from '../../testing/coupon-builders.ts';
import { serveCall } from 'shared/testing/serve-call';
import { bodyRows, columnCells, columnHeaders, pagingShown, rowCells } from '../../testing/table-queries.ts';

const serveCoupons = (coupons: Coupon[]) => serveCall('get', 'coupons', ok({ status: true, data: coupons }));

const serveStatus = (answer: Answer) => serveCall('post', 'coupons/updateStatus', answer);

const openCoupons = () =>
  renderWithStore(<CouponsPage />, { route: '/healthy-grains/e-commerce/coupons', preloadedState: signedInAdmin() });

const codes = () => columnCells(0);
const search = () => screen.getByRole('searchbox', { name: 'Search Coupons' });

test('titled "Manage Coupon", it lists every coupon under Code, Valid from, Valid to, Discount, Status and Action', async () => {
  const calls = serveCoupons([
    aCoupon(),
    aCoupon({ id: 4, coupon_code: 'FLAT50RS', discount_type: 'Amount', discount_percentage: 50, coupon_status: 0 }),
  ]);
  openCoupons();
  expect(await screen.findByRole('cell', { name: 'HEALTH10' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Manage Coupon' })).toBeInTheDocument();
  expect(columnHeaders()).toEqual(['Code', 'Valid from', 'Valid to', 'Discount', 'Status', 'Action']);
  expect(rowCells(0)).toEqual(['HEALTH10', '01 Nov 2026', '31 Dec 2026', '10%', 'Active', 'EditChange Status']);
  expect(rowCells(1)).toEqual(['FLAT50RS', '01 Nov 2026', '31 Dec 2026', '₹50.00', 'Inactive', 'EditChange Status']);
  expect(calls.map(({ authorization }) => authorization)).toEqual(['Bearer token-1']);
  expect(document.title).toBe('Manage Coupon | Healthy Grains');
});

test('without coupons the table reads "No coupons found."', async () => {
  serveCoupons([]);
  openCoupons();
  expect(await screen.findByRole('cell', { name: 'No coupons found.' })).toBeInTheDocument();
});

test('a list that fails to load is only logged as "Failed to fetch coupons"', async () => {
  serveCall('get', 'coupons', { status: 500 });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  openCoupons();
  expect(await screen.findByRole('cell', { name: 'No coupons found.' })).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith('Failed to fetch coupons');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the search keeps the coupons whose code, dates, discount, description or status match', async () => {
  serveCoupons([
    aCoupon(),
    aCoupon({ id: 4, coupon_code: 'FLAT50RS', discount_type: 'Amount', discount_percentage: 50 }),
    aCoupon({ id: 3, coupon_code: 'DIWALI25', coupon_status: 0, coupon_to_date: '2026-10-31' }),
  ]);
  openCoupons();
  await screen.findByRole('cell', { name: 'HEALTH10' });
  const searchFor = async (text: string) => {
    await userEvent.clear(search());
    await userEvent.paste(text);
    return codes();
  };
  expect(await searchFor('flat')).toEqual(['FLAT50RS']);
  expect(await searchFor('₹50')).toEqual(['FLAT50RS']);
  expect(await searchFor('inactive')).toEqual(['DIWALI25']);
  expect(await searchFor('31 Oct')).toEqual(['DIWALI25']);
  expect(await searchFor('ten percent')).toHaveLength(3);
  expect(await searchFor('nothing like it')).toEqual(['No coupons found.']);
});

describe('paging', () => {
  test('10 rows a page, with "Rows per page:" offering 10, 15, 20, 25 and 30', async () => {
    serveCoupons(someCoupons(23));
    openCoupons();
    await screen.findByRole('cell', { name: 'CODE0023' });
    expect(pagingShown()).toEqual({
      rows: 10,
      pageSize: '10',
      pageSizes: ['10', '15', '20', '25', '30'],
      range: '1–10 of 23',
    });
  });

  test('the next pages show the following rows, and a bigger page size shows more', async () => {
    serveCoupons(someCoupons(23));
    openCoupons();
    await screen.findByRole('cell', { name: 'CODE0023' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(codes()).toEqual(['CODE0003', 'CODE0002', 'CODE0001']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '25');
    expect(bodyRows()).toHaveLength(23);
  });

  test('a search from a later page shows its matches from the first page', async () => {
    serveCoupons(someCoupons(23));
    openCoupons();
    await screen.findByRole('cell', { name: 'CODE0023' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(search());
    await userEvent.paste('CODE0001');
    expect(codes()).toEqual(['CODE0001']);
  });
});

describe('Change Status', () => {
  test('asks "Confirm Status Change"; Yes sends the flipped status, closes the dialog and the row updates', async () => {
    serveCoupons([aCoupon()]);
    const statusCalls = serveStatus(
      ok({ status: true, success: true, message: 'Coupon status updated.', data: aCoupon({ coupon_status: 0 }) }),
    );
    openCoupons();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of HEALTH10' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Status Change' });
    expect(dialog).toHaveTextContent('Are you sure you want to make coupon HEALTH10 Inactive?');
    serveCoupons([aCoupon({ coupon_status: 0 })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(bodyRows()[0]!).findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls.map(({ body }) => body)).toEqual([{ id: 5, coupon_status: 0 }]);
  });

  test('an inactive coupon is asked to become Active, and sends status 1', async () => {
    serveCoupons([aCoupon({ coupon_status: 0 })]);
    const statusCalls = serveStatus(
      ok({ status: true, success: true, message: 'Coupon status updated.', data: aCoupon({ coupon_status: 1 }) }),
    );
    openCoupons();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of HEALTH10' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('make coupon HEALTH10 Active?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(statusCalls.map(({ body }) => body)).toEqual([{ id: 5, coupon_status: 1 }]);
  });

  test('No closes the dialog and changes nothing', async () => {
    serveCoupons([aCoupon()]);
    const statusCalls = serveStatus(
      ok({ status: true, success: true, message: 'Coupon status updated.', data: aCoupon({ coupon_status: 0 }) }),
    );
    openCoupons();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of HEALTH10' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls).toEqual([]);
    expect(within(bodyRows()[0]!).getByText('Active')).toBeInTheDocument();
  });

  test.each([
    ["the server's message", refused(404, 'Coupon not found.'), 'Coupon not found.'],
    ['"Failed to update status." without one', { status: 500 }, 'Failed to update status.'],
    ['"Something went wrong." with no answer', 'unreachable', 'Something went wrong.'],
  ] as const)('a failed change shows %s in a banner, not a browser alert', async (_, answer, message) => {
    serveCoupons([aCoupon()]);
    serveStatus(answer);
    const browserAlert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    openCoupons();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Status of HEALTH10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(browserAlert).not.toHaveBeenCalled();
  });

  test('the failure banner clears after 3 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      serveCoupons([aCoupon()]);
      serveStatus({ status: 500 });
      openCoupons();
      await user.click(await screen.findByRole('button', { name: 'Change Status of HEALTH10' }));
      await user.click(screen.getByRole('button', { name: 'Yes' }));
      await screen.findByRole('alert');
      await act(() => jest.advanceTimersByTimeAsync(2900));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
