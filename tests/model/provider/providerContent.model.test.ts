// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect, vi } from 'vitest';

import { providerContentMachine } from '@machines/provider/providerContent.machine';
import { NO_CONTENT, type ProviderContent } from '@machines/provider/rules/providerContent';

import { done, failed, type ModelDefinition, modelTest } from '../harness';

const deployed: ProviderContent = {
  ...NO_CONTENT,
  language: 'es',
  texts: { en: { Message1: 'Pay by the 15th.' } },
  tty: '711',
};
const logged = vi.fn<(error: unknown) => void>();

const providerContentModel = {
  machine: providerContentMachine.provide({ actions: { logFault: (_, { error }) => logged(error) } }),
  input: { key: 'riverside' },
  events: {},
  fixtures: {
    loadContent: {
      done: { 'a file': deployed, 'no file': null },
      error: { 'not the format': new Error('provider content: taglines must be a list') },
    },
  },
} satisfies ModelDefinition<typeof providerContentMachine>;

modelTest('provider content machine', {
  ...providerContentModel,
  invariant: ({ context }) => expect(context.key).toBe('riverside'),
  states: {
    // Until the file is read, and when there is none or it cannot be used, the screens show the defaults.
    loading: ({ context }) => expect(context.content).toBe(NO_CONTENT),
    failed: ({ context }) => {
      expect(context.content).toBe(NO_CONTENT);
      expect(logged).toHaveBeenCalled();
    },
    ready: ({ context }) => expect([deployed, NO_CONTENT]).toContain(context.content),
  },
  journeys: [
    { name: "the deployer's file is what the screens use", events: [done('loadContent', 'a file')], expect: 'ready' },
    { name: 'no file for this provider: the defaults', events: [done('loadContent', 'no file')], expect: 'ready' },
    {
      name: 'a file that does not match the format: the defaults, and the fault logged',
      events: [failed('loadContent', 'not the format')],
      expect: 'failed',
    },
  ],
});
