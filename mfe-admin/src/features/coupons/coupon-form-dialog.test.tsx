import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_MESSAGES, type Coupon } from 'shared/contracts/coupons';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { created, ok, refused, type Answer } from 'shared/testing/answer';
import CouponsPage from '../../exposes/coupons-page.tsx';
import { signedInAdmin } from '../../testing/admin-session.ts';
import { aCoupon } from '../../testing/coupon-builders.ts';
import { pathOf, serveCall } from 'shared/testing/serve-call';

const serveCoupons = (coupons: Coupon[]) => serveCall('get', 'coupons', ok({ status: true, data: coupons }));

const saved = (coupon: Coupon = aCoupon()) => ({
  status: true,
  success: true,
  message: 'Coupon saved successfully!',
  data: coupon,
});
/** What `POST api/coupons/store` answers: 201 and the coupon made. */
const createdAnswer = (coupon?: Coupon): Answer => created(saved(coupon));

const openCoupons = async (coupons: Coupon[] = [aCoupon()]) => {
  serveCoupons(coupons);
  renderWithStore(<CouponsPage />, { route: '/healthy-grains/e-commerce/coupons', preloadedState: signedInAdmin() });
  await screen.findByRole('cell', { name: coupons[0]?.coupon_code ?? 'No coupons found.' });
};

const openNew = async () => {
  await userEvent.click(screen.getByRole('button', { name: '+ New' }));
  return screen.getByRole('dialog', { name: 'New Coupon' });
};

/** A field of the open modal by its label (a required one's label ends with a hidden " *"). */
const field = (label: string) =>
  within(screen.getByRole('dialog')).getByLabelText((text) => text.replace(/ \*$/, '') === label);

/** Fills the new-coupon modal; a field given as '' is left empty. */
async function fillCoupon({
  code = 'MONSOON7',
  from = '2026-07-01',
  to = '2026-07-31',
  discount = '7.5',
  description = '',
}: Partial<Record<'code' | 'from' | 'to' | 'discount' | 'description', string>> = {}) {
  const enter = async (label: string, text: string) => {
    if (!text) return;
    await userEvent.click(field(label));
    await userEvent.paste(text);
  };
  await enter('Coupon Code', code);
  if (from) await userEvent.type(field('Start Date'), from);
  if (to) await userEvent.type(field('End Date'), to);
  await enter('Discount', discount);
  await enter('Description', description);
}

const save = () => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));

describe('+ New', () => {
  test('opens an empty modal whose discount type is Percentage and status Active (1)', async () => {
    await openCoupons();
    const dialog = await openNew();
    expect(field('Coupon Code')).toHaveValue('');
    expect(field('Start Date')).toHaveValue('');
    expect(field('End Date')).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Discount Type' })).toHaveValue('Percentage');
    expect(within(dialog).getByRole('spinbutton')).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('1');
  });

  test('the code keeps only letters and digits, as typed, in capitals', async () => {
    await openCoupons();
    await openNew();
    await userEvent.type(field('Coupon Code'), 'mon-soon 7!x');
    expect(field('Coupon Code')).toHaveValue('MONSOON7');
  });

  test('saves with POST /api/coupons/store, closes the modal, says "Coupon saved successfully!" and reloads the list', async () => {
    await openCoupons();
    const stores = serveCall('post', 'coupons/store', createdAnswer(aCoupon({ id: 6, coupon_code: 'MONSOON7' })));
    const reloads = serveCoupons([aCoupon({ id: 6, coupon_code: 'MONSOON7' }), aCoupon()]);
    await openNew();
    await fillCoupon({ description: 'Rainy days' });
    await userEvent.selectOptions(field('Discount Type'), 'Amount');
    await userEvent.selectOptions(field('Status'), '0');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon saved successfully!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stores.map((call) => [pathOf(call), call.body])).toEqual([
      [
        '/api/coupons/store',
        {
          coupon_code: 'MONSOON7',
          coupon_from_date: '2026-07-01',
          coupon_to_date: '2026-07-31',
          discount_type: 'Amount',
          discount_percentage: 7.5,
          coupon_description: 'Rainy days',
          coupon_status: 0,
        },
      ],
    ]);
    expect(await screen.findByRole('cell', { name: 'MONSOON7' })).toBeInTheDocument();
    expect(reloads).toHaveLength(1);
  });

  test.each([
    ['the coupon code', { code: '' }, 'Coupon code is required.'],
    ['the start date', { from: '' }, 'Start date is required.'],
    ['the end date', { to: '' }, 'End date is required.'],
    ['the discount', { discount: '' }, 'Discount is required.'],
  ])('without %s it says so and sends nothing', async (_, left, message) => {
    await openCoupons();
    const stores = serveCall('post', 'coupons/store', createdAnswer());
    await openNew();
    await fillCoupon(left);
    await save();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(message);
    expect(stores).toEqual([]);
  });

  test('a code shorter than 8 letters and digits is refused with our message', async () => {
    await openCoupons();
    const stores = serveCall('post', 'coupons/store', createdAnswer());
    await openNew();
    await fillCoupon({ code: 'MON-SOON' });
    await save();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Coupon code must be exactly 8 letters or digits.',
    );
    expect(stores).toEqual([]);
  });

  test.each([
    ["the server's message", refused(409, COUPON_MESSAGES.codeTaken), 'A coupon with this code already exists.'],
    ["a 400's message", refused(400, 'A percentage discount cannot be more than 100.'), 'A percentage discount'],
    ['"Failed to create coupon." without one', { status: 500 }, 'Failed to create coupon.'],
    ['"Something went wrong." with no answer', 'unreachable', 'Something went wrong.'],
  ] as const)('a refused create shows %s in the modal, which stays open', async (_, answer, message) => {
    await openCoupons();
    serveCall('post', 'coupons/store', answer);
    await openNew();
    await fillCoupon();
    await save();
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message);
    expect(field('Coupon Code')).toHaveValue('MONSOON7');
  });

  test('Cancel closes the modal and sends nothing', async () => {
    await openCoupons();
    const stores = serveCall('post', 'coupons/store', createdAnswer());
    await openNew();
    await fillCoupon();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stores).toEqual([]);
  });
});

describe('Edit', () => {
  const flat50 = aCoupon({
    id: 4,
    coupon_code: 'FLAT50RS',
    discount_type: 'Amount',
    discount_percentage: 50,
    coupon_description: 'Fifty rupees off',
    coupon_status: 0,
  });

  test('opens the modal filled with the coupon', async () => {
    await openCoupons([flat50]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit FLAT50RS' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Coupon' });
    expect(field('Coupon Code')).toHaveValue('FLAT50RS');
    expect(field('Start Date')).toHaveValue('2026-11-01');
    expect(field('End Date')).toHaveValue('2026-12-31');
    expect(within(dialog).getByRole('combobox', { name: 'Discount Type' })).toHaveValue('Amount');
    expect(within(dialog).getByRole('spinbutton')).toHaveValue(50);
    expect(field('Description')).toHaveValue('Fifty rupees off');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('0');
  });

  test('saves with PUT /api/coupons/update/{id} and says "Coupon saved successfully!"', async () => {
    await openCoupons([flat50]);
    const updates = serveCall('put', 'coupons/update/:id', ok(saved(flat50)));
    await userEvent.click(screen.getByRole('button', { name: 'Edit FLAT50RS' }));
    await userEvent.clear(field('Discount'));
    await userEvent.type(field('Discount'), '75');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon saved successfully!');
    expect(updates.map((call) => [pathOf(call), call.body])).toEqual([
      [
        '/api/coupons/update/4',
        {
          coupon_code: 'FLAT50RS',
          coupon_from_date: '2026-11-01',
          coupon_to_date: '2026-12-31',
          discount_type: 'Amount',
          discount_percentage: 75,
          coupon_description: 'Fifty rupees off',
          coupon_status: 0,
        },
      ],
    ]);
  });

  test.each([
    ["the server's message", refused(409, COUPON_MESSAGES.codeTaken), 'A coupon with this code already exists.'],
    ['"Failed to update coupon." without one', { status: 500 }, 'Failed to update coupon.'],
    ['"Something went wrong." with no answer', 'unreachable', 'Something went wrong.'],
  ] as const)('a refused update shows %s', async (_, answer, message) => {
    await openCoupons([flat50]);
    serveCall('put', 'coupons/update/:id', answer);
    await userEvent.click(screen.getByRole('button', { name: 'Edit FLAT50RS' }));
    await save();
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message);
  });
});
