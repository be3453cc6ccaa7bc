/** The router state a saved product form hands to the products list, so the list says what happened. */
export const savedNoticeState = (notice: string) => ({ productSaved: notice });

export function savedNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('productSaved' in state)) return null;
  return typeof state.productSaved === 'string' ? state.productSaved : null;
}
