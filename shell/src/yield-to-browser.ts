/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between: a
 * `MessageChannel` message runs as soon as the browser is free, without the clamp a chain of timeouts gets.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
