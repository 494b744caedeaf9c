// A trace that grows as the guarantor types: `count` field changes of the payment form, each field
// `pad` characters long, recorded as the observer records them. Shared by the sender's tests and the
// trace store's, so a long trace is built one way.
import { recordTrace } from '@/observability/trace';

export function recordFieldChanges(count: number, pad = 0, state: unknown = 'editing'): void {
  for (let i = 0; i < count; i += 1)
    recordTrace({
      actorId: 'payment',
      eventType: 'FIELD_CHANGED',
      timestamp: new Date().toISOString(),
      state,
      event: { type: 'FIELD_CHANGED', field: 'x'.repeat(pad) },
    });
}
