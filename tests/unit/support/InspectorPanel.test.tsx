import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setup } from 'xstate';

import { createObservedActor } from '@/observability/observe';
import { clearTrace } from '@/observability/trace';
import { chartCopy, inspectorCopy } from '@/screens/support/copy';
import InspectorPanel from '@/screens/support/InspectorPanel';
import { HANG_GUARD } from '@tests/support/hangGuard';
import { checkoutMachine, expectNoSecrets, submitEvent } from '@tests/unit/observability/fixtures';

afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
  vi.resetModules();
});

describe('?inspect=local: the local inspector panel', () => {
  it('lists each live actor with its state and last events, redacted, and drops stopped ones', async () => {
    // Events show their time to the millisecond: a clock on a whole second keeps a time ending in .123
    // from reading as the CVV.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00.000Z') });
    const user = userEvent.setup();
    // Nothing recorded yet: the panel says so at once (tests/setup.ts empties the trace after each test;
    // an actor another file left running may record again later, so the rest looks at this actor's row).
    clearTrace();
    render(<InspectorPanel machines={{}} />);
    const panel = screen.getByRole('complementary', { name: inspectorCopy.label });
    expect(within(panel).getByText(inspectorCopy.none)).toBeInTheDocument();
    const actor = createObservedActor(checkoutMachine).start();
    const rowName = `(${actor.sessionId})`;
    const row = async () => (await within(panel).findByText(rowName, {}, HANG_GUARD)).closest('li')!;
    expect(within(await row()).getByText('editing')).toBeInTheDocument();
    actor.send(submitEvent);
    // HANG_GUARD: after another file's vi.resetModules() this file's Testing Library may not be the one
    // tests/setup.ts configured (a 1 s limit, which a run on one core passed).
    expect(await within(await row()).findByText('submitted', {}, HANG_GUARD)).toBeInTheDocument();
    await user.click(within(await row()).getByText(inspectorCopy.lastEvents));
    expect(within(await row()).getByText(/SUBMIT/)).toBeInTheDocument();
    expectNoSecrets(panel.innerHTML);
    actor.stop();
    await waitFor(() => expect(within(panel).queryByText(rowName)).toBeNull(), HANG_GUARD);
  });

  it("draws an actor's statechart with its live state lit and the arrow just taken marked, and opens a child's from its parent", async () => {
    // Machines of this test's own: charts are cached per machine object for the worker's life, so each
    // chart here is laid out while this test waits, whatever other files drew before.
    const checkout = checkoutMachine.provide({});
    const shopMachine = setup({ actors: { checkout } }).createMachine({
      id: 'shop',
      initial: 'open',
      states: { open: { invoke: { id: 'checkout', src: 'checkout' }, on: { CLOSE: 'closed' } }, closed: {} },
    });
    const user = userEvent.setup();
    clearTrace();
    render(<InspectorPanel machines={{ shop: shopMachine, checkout }} />);
    const panel = screen.getByRole('complementary', { name: inspectorCopy.label });
    const shop = createObservedActor(shopMachine).start();
    onTestFinished(() => {
      shop.stop();
    });
    // A chart suspends while elkjs lays it out. A click that suspends inside Testing Library's own act
    // (synchronous, not awaited) leaves React's retry queued in that act's queue, and a layout that answers
    // quickly (elkjs warmed by an earlier file) then never shows: the click is awaited in an act of its own.
    const press = (name: string) => act(() => user.click(within(panel).getByRole('button', { name })));
    await within(panel).findByRole('button', { name: chartCopy.show('shop') }, HANG_GUARD);
    await press(chartCopy.show('shop'));
    const lit = async (id: string) =>
      expect(
        await within(panel).findByRole('group', { name: id.split('.').pop(), current: true }, HANG_GUARD),
      ).toHaveAttribute('data-state', id);
    await lit('shop.open');
    // The child's chart opens from its parent's: the invoked checkout, at its start.
    await press(chartCopy.openChild('checkout'));
    await lit('checkout.editing');
    shop.getSnapshot().children.checkout!.send(submitEvent);
    await lit('checkout.submitted');
    expect(within(panel).getByRole('group', { name: 'editing' })).not.toHaveAttribute('aria-current');
    expect(panel.querySelector('[data-taken]')).toHaveAttribute('data-edge', 'checkout.editing→checkout.submitted#0');
    expectNoSecrets(panel.innerHTML);
    await user.click(within(panel).getByRole('button', { name: chartCopy.hide }));
    expect(within(panel).queryByRole('region', { name: chartCopy.chartOf('checkout') })).toBeNull();
  });

  it('makes no outside request: Stately’s inspector is not loaded, so not opened', async () => {
    const open = vi.spyOn(window, 'open');
    // Stately's inspector comes in by a dynamic import: a stand-in here records whether it was loaded.
    const loaded = vi.fn();
    vi.doMock('@/observability/inspector', () => {
      loaded();
      return { createRedactingInspector: () => ({ inspect: { next: () => {} } }) };
    });
    onTestFinished(() => vi.doUnmock('@/observability/inspector'));
    history.replaceState(null, '', '/?inspect=local');
    vi.resetModules();
    const { createObservedActor: create } = await import('@/observability/observe');
    create(checkoutMachine).start().send(submitEvent);
    // Every dynamic import the module started has settled: one of the inspector would have loaded it.
    await vi.dynamicImportSettled();
    expect(loaded).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
