/** The rows any of whose texts contain the search (case-insensitive, trimmed); every row for an empty search. */
export function searchRows<Row>(rows: readonly Row[], search: string, textsOf: (row: Row) => readonly string[]): Row[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...rows];
  return rows.filter((row) => textsOf(row).some((text) => text.toLowerCase().includes(wanted)));
}
