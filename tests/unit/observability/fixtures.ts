import { assign, setup } from 'xstate';

/** Values that must never reach a trace or the inspector. */
export const SECRETS = {
  CardNumber: '4111111111111111',
  CardCVV: '123',
  NameOnCard: 'Jane Q Payer',
  EmailAddress: 'jane.payer@example.com',
  Token: 'tok_live_5f3a9c',
  Dob: '1980-04-12',
  Address1: '742 Evergreen Terrace',
} as const;

export const submitEvent = { type: 'SUBMIT', ...SECRETS, PaymentAmount: 125.5, IsSuccess: true } as const;

/** A checkout-like machine that keeps the submitted values in its context, as real machines do. */
export const checkoutMachine = setup({
  types: {
    context: {} as { values: Record<string, unknown> | null },
    events: {} as typeof submitEvent | { type: 'RESET' },
  },
}).createMachine({
  id: 'checkout',
  context: { values: null },
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: { target: 'submitted', actions: assign({ values: ({ event }) => ({ ...event }) }) } } },
    submitted: { on: { RESET: 'editing' } },
  },
});

export function expectNoSecrets(serialized: string): void {
  for (const secret of Object.values(SECRETS)) {
    // Not inside a longer number: the CVV '123' also occurs in ids and millisecond timestamps.
    const leaked = new RegExp(`(?<!\\d)${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);
    if (leaked.test(serialized)) throw new Error(`secret leaked: ${secret}`);
  }
}
