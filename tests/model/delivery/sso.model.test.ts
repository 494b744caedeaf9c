// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { ssoView } from '@machines/delivery/sso.view';
import { quickPayGuarantor as guarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import { done, failed, modelTest } from '../harness';
import { expiredText, replaced, ssoModel, staffProvider } from './sso.model';

modelTest('single sign-on machine', {
  ...ssoModel,
  states: {
    validating: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.guarantor).toBeNull();
    },
    validated: (snapshot) => {
      const { context } = snapshot;
      expect(context.guarantor).toEqual(guarantor);
      expect(ssoView(snapshot).guarantor).toEqual(guarantor);
      expect(context.tokenId).toBe('SSO-OK'); // the view's AdminTokenId
      // The session's Provider, when it has one, is the current provider here and app-wide.
      if (context.provider === staffProvider)
        expect(replaced).toHaveBeenLastCalledWith({ type: 'PROVIDER_REPLACED', provider: staffProvider });
      else expect(context.provider).toBe(provider);
    },
    refused: ({ context }) => expect(context.errorDescription).toBe(expiredText),
    failed: ({ context }) => expect(context.guarantor).toBeNull(),
  },
  journeys: [
    { name: 'an accepted session shows the view', events: [done('validateSso', 'accepted')], expect: 'validated' },
    {
      name: 'an accepted session without a Provider keeps the host provider',
      events: [done('validateSso', 'accepted without a Provider')],
      expect: 'validated',
    },
    { name: 'an expired token is refused', events: [done('validateSso', 'expired')], expect: 'refused' },
    {
      name: 'a success without a Guarantor cannot take a payment',
      events: [done('validateSso', 'success without a Guarantor')],
      expect: 'failed',
    },
    { name: 'a failed request', events: [failed('validateSso', 'network')], expect: 'failed' },
  ],
});
