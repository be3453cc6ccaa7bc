import { useCallback, useEffect, useState } from 'react';

export interface FleetingMessage {
  text: string;
  tone: 'success' | 'danger';
}

/**
 * A message that clears itself `clearAfterMs` after it is shown (the screens'
 * auto-dismiss timings); showing another one restarts the clock. `clear` takes it
 * down at once: a form calls it when a new attempt starts, so the last attempt's
 * message never stands beside the new one.
 */
export function useFleetingMessage(clearAfterMs: number) {
  const [message, setMessage] = useState<FleetingMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [message, clearAfterMs]);

  const show = useCallback((text: string, tone: FleetingMessage['tone'] = 'danger') => setMessage({ text, tone }), []);
  const clear = useCallback(() => setMessage(null), []);
  return [message, show, clear] as const;
}
