import { acceptTypedQuantity, settleQuantity } from './quantity.ts';

describe('typing a quantity', () => {
  test.each(['1', '12', '999', '0', ''])('"%s" is accepted', (typed) => {
    expect(acceptTypedQuantity(typed)).toBe(typed);
  });

  test.each(['05', '007', '00'])('a leading zero ("%s") is rejected', (typed) => {
    expect(acceptTypedQuantity(typed)).toBeNull();
  });

  test.each(['-1', '1.5', '2e3', 'abc', ' 3'])('"%s" is not a whole number and is rejected', (typed) => {
    expect(acceptTypedQuantity(typed)).toBeNull();
  });

  test('a quantity above 999 is clamped to 999', () => {
    expect(acceptTypedQuantity('1500')).toBe('999');
  });
});

describe('leaving the quantity field', () => {
  test('a blank quantity becomes 1', () => {
    expect(settleQuantity('')).toBe(1);
  });

  test('a quantity below 1 becomes 1', () => {
    expect(settleQuantity('0')).toBe(1);
  });

  test('a whole number of at least 1 is kept', () => {
    expect(settleQuantity('7')).toBe(7);
  });
});
