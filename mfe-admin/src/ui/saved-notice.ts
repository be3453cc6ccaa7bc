/** The router state a saved form hands to its list screen, so the list says what happened. */
export const savedNoticeState = (notice: string) => ({ savedNotice: notice });

export function savedNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('savedNotice' in state)) return null;
  return typeof state.savedNotice === 'string' ? state.savedNotice : null;
}
