import { formatRupees } from 'shared/contracts/rupees';

const intl = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

test('rupees are written as Intl writes them in Indian English', () => {
  const amounts = [
    0,
    -0,
    0.5,
    1,
    1.005,
    1.015,
    2.675,
    9.995,
    99.999,
    100,
    999.994,
    999.995,
    1000,
    12345.678,
    100000,
    1234567.891,
    12345678901234.56,
    999999999999999,
    1e15,
    1e21,
    1e-7,
    -0.001,
    -0.005,
    -1249,
    -123456.5,
    0.1 + 0.2,
    NaN,
    Infinity,
  ];
  let seed = 7;
  for (let index = 0; index < 2000; index += 1) {
    seed = (seed * 48271) % 2147483647;
    amounts.push(((seed % 2 ? 1 : -1) * (seed % 100000000)) / [1, 10, 100, 1000][seed % 4]!);
  }
  for (const amount of amounts) expect([amount, formatRupees(amount)]).toEqual([amount, intl.format(amount)]);
});
