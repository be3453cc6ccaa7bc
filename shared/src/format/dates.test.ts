import { formatDate } from 'shared/format/dates';

test('dates read day, month and year in Indian English', () => {
  expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
});
