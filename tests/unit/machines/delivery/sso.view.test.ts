// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';

import { type SsoContext, ssoMachine } from '@machines/delivery/sso.machine';
import { ssoView } from '@machines/delivery/sso.view';
import type { ProviderEvent } from '@machines/provider/provider.machine';
import { provider } from '@tests/fixtures/provider';

import { statePaths } from '../viewStates';

const context: SsoContext = {
  tokenId: 'SSO-OK',
  provider,
  providerRef: createActor(createMachine({ types: {} as { events: ProviderEvent } })),
  guarantor: null,
  errorDescription: 'This payment link has expired.',
};

const table = {
  validating: 'checking',
  validated: 'validated',
  refused: 'refused',
  failed: 'failed',
} as const;

describe('ssoView', () => {
  it('has a row for every state of the machine', () => {
    expect(Object.keys(table).sort()).toEqual(statePaths(ssoMachine));
  });

  it.each(Object.entries(table))('%s → %s', (value, screen) => {
    const view = ssoView(ssoMachine.resolveState({ value, context }));
    expect(view.screen).toBe(screen);
    expect(view.errorDescription).toBe(context.errorDescription);
  });
});
