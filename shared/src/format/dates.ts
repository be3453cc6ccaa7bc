const date = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });

/** 22 Nov 2026 — dates in Indian English (spec document 2). */
export const formatDate = (value: string | number | Date) => date.format(new Date(value));
