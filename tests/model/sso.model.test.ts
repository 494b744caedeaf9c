import { expect, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';

import type { ProviderEvent } from '@machines/provider.machine';
import { ssoMachine } from '@machines/sso.machine';
import { quickPayGuarantor as guarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import { type Fixtures, modelTest } from './harness';

const staffProvider = { ...provider, ProviderName: 'Lakeside Cardiology', Phone: '(555) 010-9999' };

const fixtures = {
  validateSso: {
    done: {
      accepted: { IsSuccess: true, Guarantor: guarantor, Provider: staffProvider, ErrorDescription: null },
      'accepted without a Provider': { IsSuccess: true, Guarantor: guarantor, Provider: null },
      expired: {
        IsSuccess: false,
        ErrorDescription: 'This payment link has expired.',
        Guarantor: null,
        Provider: null,
      },
      'success without a Guarantor': { IsSuccess: true, Guarantor: null, Provider: staffProvider },
    },
    error: { network: new Error('Network Error') },
  },
  guarantorView: { done: {} },
} satisfies Fixtures<typeof ssoMachine>;

// The app's provider actor, as far as the SSO machine is concerned: it receives PROVIDER_REPLACED.
const replaced = vi.fn<(event: ProviderEvent) => void>();
const providerRef = createActor(
  createMachine({
    types: {} as { events: ProviderEvent },
    on: { PROVIDER_REPLACED: { actions: ({ event }) => replaced(event) } },
  }),
).start();

modelTest('single sign-on machine', {
  machine: ssoMachine.provide({ actions: { logFailure: () => {} } }),
  input: { tokenId: 'SSO-OK', provider, providerRef },
  fixtures,
  check: (snapshot) => {
    const { context } = snapshot;
    if (snapshot.matches('validating')) {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(context.guarantor).toBeNull();
    }
    if (snapshot.matches('validated')) {
      expect(context.guarantor).toEqual(guarantor);
      expect(snapshot.children.guarantorView).toBeDefined();
      expect(context.tokenId).toBe('SSO-OK'); // the view's AdminTokenId
      // The session's Provider, when it has one, is the current provider here and app-wide.
      if (context.provider === staffProvider)
        expect(replaced).toHaveBeenLastCalledWith({ type: 'PROVIDER_REPLACED', provider: staffProvider });
      else expect(context.provider).toBe(provider);
    }
    if (snapshot.matches('refused')) expect(context.errorDescription).toBe('This payment link has expired.');
    if (snapshot.matches('failed')) expect(context.guarantor).toBeNull();
  },
});
