import { ASYNC_UTIL_TIMEOUT_MS } from '../../../scripts/testing/test-timeouts.cjs';

/**
 * Runs `check` until it passes, or fails with its last error once `withinMs` is over: by default the tests' one
 * limit for waiting on something (scripts/testing/test-timeouts.cjs), as long as a busy machine may need.
 */
export async function eventually(
  check: () => void | Promise<void>,
  withinMs: number = ASYNC_UTIL_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
