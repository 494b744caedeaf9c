import { beforeEach, vi } from 'vitest';
import { createActor, type EventObject, fromCallback } from 'xstate';

/**
 * Stands in for the payment actor in a child machine's model test (card widget, wallets): records
 * what the child reports, and gives each step the reports that step caused. Console errors (the
 * children's logged faults) are silenced.
 */
export function recordReports<Report extends EventObject>() {
  const reports: Report[] = [];
  let seen = 0;
  const payment = createActor(
    fromCallback<Report>(({ receive }) => {
      receive((event) => reports.push(event));
    }),
  ).start();
  beforeEach(() => {
    reports.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  /** The reports since the previous step of this path (step 0 starts a path afresh). */
  const since = (index: number): Report[] => {
    if (index === 0) reports.length = seen = 0;
    const fresh = reports.slice(seen);
    seen = reports.length;
    return fresh;
  };
  return { payment, since };
}
