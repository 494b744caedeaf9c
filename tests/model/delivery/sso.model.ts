// The single sign-on model: shared by its model test and its screen test.
import { vi } from 'vitest';
import { createActor, createMachine } from 'xstate';

import { ssoMachine } from '@machines/delivery/sso.machine';
import type { ProviderEvent } from '@machines/provider/provider.machine';
import { quickPayGuarantor as guarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import type { ModelDefinition } from '../harness';

export const staffProvider = { ...provider, ProviderName: 'Lakeside Cardiology', Phone: '(555) 010-9999' };
export const expiredText = 'This payment link has expired.';

// The app's provider actor, as far as the SSO machine is concerned: it receives PROVIDER_REPLACED.
export const replaced = vi.fn<(event: ProviderEvent) => void>();
const providerRef = createActor(
  createMachine({
    types: {} as { events: ProviderEvent },
    on: { PROVIDER_REPLACED: { actions: ({ event }) => replaced(event) } },
  }),
).start();

export const ssoModel = {
  machine: ssoMachine.provide({ actions: { logFailure: () => {} } }),
  input: { tokenId: 'SSO-OK', provider, providerRef },
  events: {},
  fixtures: {
    validateSso: {
      done: {
        accepted: { IsSuccess: true, Guarantor: guarantor, Provider: staffProvider, ErrorDescription: null },
        'accepted without a Provider': { IsSuccess: true, Guarantor: guarantor, Provider: null },
        expired: { IsSuccess: false, ErrorDescription: expiredText, Guarantor: null, Provider: null },
        'success without a Guarantor': { IsSuccess: true, Guarantor: null, Provider: staffProvider },
      },
      error: { network: new Error('Network Error') },
    },
  },
} satisfies ModelDefinition<typeof ssoMachine>;
