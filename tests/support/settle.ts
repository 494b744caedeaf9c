/**
 * Lets everything but timers run: promise jobs, msw's interception, I/O. With `setTimeout` faked,
 * what waits for the next task (src/nextTask.ts) is still waiting afterwards.
 */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
