import { act, cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor } from 'xstate';

import { lookupCopy } from '@/screens/lookup/copy';
import { LookupForm } from '@/screens/lookup/LookupForm';
import { lookupMachine } from '@machines/lookup.machine';
import { lookupView } from '@machines/lookup.view';
import { quickPayGuarantor as guarantor, refusedGuarantor as refused } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

import { planModel } from './harness';

// The lookup machine's generated paths, each replayed on a real actor under the rendered form: at
// every step the screen shows what the machine's view says (the waiting modal while checking, the
// alert by its text, the form hidden or shown). Events go to the actor; the form's own gestures
// are covered by tests/unit/screens/lookup.
const good = { identifier: 'A1001', lastName: 'Rivera', zipCode: '30301' };
const plan = planModel({
  machine: lookupMachine,
  input: { provider: { ...provider, VerificationLabel1: 'Account Number' } },
  events: [
    { type: 'SUBMIT', values: good },
    { type: 'SUBMIT', values: { ...good, lastName: ' ' } },
    { type: 'ALERT_DISMISSED' },
  ],
  fixtures: {
    validateGuarantor: {
      done: { found: guarantor, 'no match': refused },
      error: { network: new Error('Network Error') },
    },
  },
  traversal: 'shortest',
});

async function expectScreenMatches(actor: ActorRefFrom<typeof lookupMachine>) {
  const view = lookupView(actor.getSnapshot());
  const waiting = screen.queryByRole('dialog', { name: lookupCopy.checking });
  if (view.screen === 'checking') {
    expect(await screen.findByRole('dialog', { name: lookupCopy.checking })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: lookupCopy.lastName })).toBeNull();
  } else expect(waiting).toBeNull();
  if (view.alert) expect(await screen.findByRole('alertdialog', { name: view.alert.message })).toBeInTheDocument();
  else expect(screen.queryByRole('alertdialog')).toBeNull();
}

describe('statement lookup paths, on the rendered form', () => {
  for (const path of plan.paths.filter((p) => !p.steps.some((s) => String(s.state.value) === 'found'))) {
    it(path.name, async () => {
      const actor = createActor(plan.machine as typeof lookupMachine, { input: path.input as never }).start();
      render(<LookupForm actor={actor} />);
      for (const [i, step] of path.steps.entries()) {
        if (i > 0) act(() => actor.send(step.event as never));
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        await expectScreenMatches(actor);
      }
      actor.stop();
      cleanup();
      // Radix returns focus from a removed dialog in a 0 ms timer: let it run before jsdom goes away.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
});
