const date = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });

/** 22 Nov 2026 — dates in Indian English. */
export const formatDate = (value: string | number | Date) => date.format(new Date(value));

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 22 Nov 2026, 04:30 pm — when something happened to an order, in Indian English. */
export const formatDateTime = (value: string | number | Date) => dateTime.format(new Date(value));
