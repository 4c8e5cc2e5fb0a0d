// Start-up work split into tasks of its own: the browser may paint and answer input between
// them, where one long task would block both (Lighthouse's Total Blocking Time counts every
// task's time past 50 ms, so two tasks of 60 ms block 20 ms, one of 120 ms blocks 70 ms).

/** Resolves in a new task (a message, not a timer: timers are clamped to 4 ms once nested). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
