import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { QuantityInput } from '../quantity-input.tsx';

function renderQuantity() {
  const onChange = jest.fn();
  renderWithStore(<QuantityInput initial={1} onChange={onChange} />);
  return { onChange, field: screen.getByLabelText('Quantity') };
}

test('the quantity starts at 1', () => {
  const { field } = renderQuantity();
  expect(field).toHaveValue('1');
});

test('a leading zero cannot be typed', async () => {
  const { field } = renderQuantity();
  await userEvent.clear(field);
  await userEvent.type(field, '05');
  expect(field).toHaveValue('0');
});

test('letters are ignored', async () => {
  const { field, onChange } = renderQuantity();
  await userEvent.type(field, 'x2');
  expect(field).toHaveValue('12');
  expect(onChange).toHaveBeenLastCalledWith(12);
});

test('a blank quantity is allowed while typing and becomes 1 on leaving the field', async () => {
  const { field, onChange } = renderQuantity();
  await userEvent.clear(field);
  expect(field).toHaveValue('');
  await userEvent.tab();
  expect(field).toHaveValue('1');
  expect(onChange).toHaveBeenLastCalledWith(1);
});

test('0 becomes 1 on leaving the field', async () => {
  const { field, onChange } = renderQuantity();
  await userEvent.clear(field);
  await userEvent.type(field, '0');
  await userEvent.tab();
  expect(field).toHaveValue('1');
  expect(onChange).toHaveBeenLastCalledWith(1);
});
