import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import type { ProviderData } from '@/api/types';
import { LookupForm } from '@/screens/lookup/LookupForm';
import { lookupMachine } from '@machines/lookup.machine';
import { DEFAULT_IDENTIFIER_LABEL } from '@machines/rules/lookup';
import { lookupMessages } from '@machines/rules/messages';
import { provider } from '@tests/fixtures/provider';
import { english } from '@tests/support/language';
import { WithLanguage } from '@tests/support/withLanguage';

import { lookupUi as ui } from './lookupUi';

const m = english(lookupMessages);

// The form on its own, with the machine's calls never answering: what the machine says, the form shows.
function renderForm(withProvider: ProviderData = { ...provider, VerificationLabel1: 'Account Number' }) {
  const actor = createActor(lookupMachine, { input: { provider: withProvider } }).start();
  render(<LookupForm actor={actor} />, { wrapper: WithLanguage });
  return actor;
}

describe('the statement lookup form', () => {
  // The dialogs are a lazy chunk: load it once up front so the first alert does not race the import.
  beforeAll(() => import('@/screens/lookup/lookupDeferred'));

  it("alerts the guarantor's zip code check of a submit without a zip", async () => {
    const actor = renderForm();
    act(() => actor.send({ type: 'SUBMIT', values: { identifier: 'A1001', lastName: 'Rivera', zipCode: '  ' } }));
    expect(await screen.findByRole('alertdialog', { name: m.zipRequired })).toBeInTheDocument();
  });

  it('labels the identifier with the spec words when the provider has no VerificationLabel1', async () => {
    const actor = renderForm({ ...provider, VerificationLabel1: null });
    expect(ui.identifier(english(DEFAULT_IDENTIFIER_LABEL))).toBeInTheDocument();
    act(() => actor.send({ type: 'SUBMIT', values: { identifier: '', lastName: 'Rivera', zipCode: '30301' } }));
    expect(
      await screen.findByRole('alertdialog', { name: m.identifierRequired(DEFAULT_IDENTIFIER_LABEL) }),
    ).toBeInTheDocument();
  });
});
