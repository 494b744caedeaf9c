import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import type { ProviderData } from '@/api/types';
import { lookupCopy } from '@/screens/lookup/copy';
import { LookupForm } from '@/screens/lookup/LookupForm';
import { lookupMachine } from '@machines/delivery/lookup.machine';
import { DEFAULT_IDENTIFIER_LABEL } from '@machines/delivery/rules/lookup';
import { lookupMessages } from '@machines/rules/messages';
import { provider } from '@tests/fixtures/provider';
import { english, spanish, speak } from '@tests/support/language';
import { render } from '@tests/support/render';

import { lookupUi as ui } from './lookupUi';

const m = english(lookupMessages);

// The form on its own, with the machine's calls never answering: what the machine says, the form shows.
function renderForm(withProvider: ProviderData = { ...provider, VerificationLabel1: 'Account Number' }) {
  const actor = createActor(lookupMachine, { input: { provider: withProvider } }).start();
  render(<LookupForm actor={actor} />);
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

  describe('in Spanish', () => {
    const inSpanish = () => act(() => speak('es'));
    afterEach(() => act(() => speak('en')));

    it("writes the form, its default label and a touched field's inline message in Spanish, and rewrites the message on a switch", async () => {
      inSpanish();
      renderForm({ ...provider, VerificationLabel1: null });
      const t = spanish({ lookupCopy, lookupMessages, DEFAULT_IDENTIFIER_LABEL });
      expect(screen.getByRole('heading', { level: 1, name: t.lookupCopy.heading })).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(ui.identifier(t.DEFAULT_IDENTIFIER_LABEL));
      await user.tab();
      expect(await screen.findByText(t.lookupMessages.identifierInline)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: t.lookupCopy.lastName })).toHaveFocus();
      // Switching the language rewrites the shown message; the field keeps its state.
      act(() => speak('en'));
      expect(await screen.findByText(m.identifierInline)).toBeInTheDocument();
      expect(ui.identifier(english(DEFAULT_IDENTIFIER_LABEL))).toHaveAttribute('aria-invalid', 'true');
    });

    it('alerts a submit-time check in Spanish', async () => {
      inSpanish();
      const actor = renderForm();
      act(() => actor.send({ type: 'SUBMIT', values: { identifier: 'A1001', lastName: 'Rivera', zipCode: '  ' } }));
      expect(await screen.findByRole('alertdialog', { name: spanish(lookupMessages.zipRequired) })).toBeInTheDocument();
    });
  });
});
