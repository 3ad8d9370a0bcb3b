/**
 * Resolves in a new task, so the browser may paint and handle input first: the app's start is
 * cut into tasks shorter than the 50 ms that count as blocking (docs/design.md: TBT). A message, not
 * a timer: a tab opened in the background runs timers at most once a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
