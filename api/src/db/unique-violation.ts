/** Whether a write failed on a unique constraint (23505), as node-postgres and PGlite report it or Drizzle wraps it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (candidate: unknown) => (candidate as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
};
