import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `call` with the last value given, once `delayMs` has passed without
 * another. A call still waiting when the component goes (the sidebar closed)
 * is made at once rather than lost.
 */
export function useDebouncedCall<T>(call: (value: T) => void, delayMs: number) {
  const latestCall = useRef(call);
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(() => {
    latestCall.current = call;
  });

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    latestCall.current(waiting.value);
  }, []);

  useEffect(() => flush, [flush]);

  return useCallback(
    (value: T) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value, timer: setTimeout(flush, delayMs) };
    },
    [delayMs, flush],
  );
}
