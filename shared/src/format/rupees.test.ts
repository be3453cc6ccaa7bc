import { formatDiscount, formatPriceRange, formatRupees } from 'shared/format/rupees';

test('rupees use the ₹ symbol, Indian grouping and two decimals', () => {
  expect(formatRupees(124999.5)).toBe('₹1,24,999.50');
});

test('a price range reads lowest to highest', () => {
  expect(formatPriceRange([749, 199, 389])).toBe('₹199.00 – ₹749.00');
});

test('equal prices show as a single price', () => {
  expect(formatPriceRange([249, 249])).toBe('₹249.00');
});

test('a discount is written with a true minus sign before the rupees', () => {
  expect(formatDiscount(8.95)).toBe('\u2212₹8.95');
});
