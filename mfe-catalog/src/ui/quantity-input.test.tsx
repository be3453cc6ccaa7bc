import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing/render-with-store.tsx';
import { QuantityInput } from './quantity-input.tsx';

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

describe('the hint by the field', () => {
  const hint = () => screen.getByRole('status');

  test('says nothing while the typing is taken as it is', async () => {
    const { field } = renderQuantity();
    await userEvent.type(field, '2');
    expect(hint()).toBeEmptyDOMElement();
    expect(field).toHaveAccessibleDescription('');
  });

  test.each([
    ['2.5', '25'],
    ['-3', '3'],
  ])('"%s" typed: the refused keystroke is said, not silently dropped', async (typed, value) => {
    const { field } = renderQuantity();
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    expect(field).toHaveValue(value);
    expect(hint()).toHaveTextContent('Whole numbers only, from 1 to 999.');
    expect(field).toHaveAccessibleDescription('Whole numbers only, from 1 to 999.');
  });

  test('a quantity above 999 is set to 999, and says so', async () => {
    const { field, onChange } = renderQuantity();
    await userEvent.type(field, '500');
    expect(field).toHaveValue('999');
    expect(onChange).toHaveBeenLastCalledWith(999);
    expect(hint()).toHaveTextContent('The most you can add at once is 999.');
  });

  test('a blank or 0 left behind becomes 1, and says so; leaving a kept value clears the hint', async () => {
    const { field } = renderQuantity();
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    expect(field).toHaveValue('1');
    expect(hint()).toHaveTextContent('The least you can add is 1.');
    await userEvent.type(field, '2');
    await userEvent.tab();
    expect(field).toHaveValue('12');
    expect(hint()).toBeEmptyDOMElement();
  });
});
