import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/demo/node';
import { FINANCING_ORIGIN } from '@/demo/scenarioValues';
import {
  guarantorCopy as guarantorCopyMessages,
  paymentOptionCopy as paymentOptionCopyMessages,
} from '@/screens/guarantor/copy';
import { financingMessages as financingMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';
import { findHeading } from '@tests/unit/app/renderApp';

import { fullViewD1002, signIn } from './signIn';

const guarantorCopy = english(guarantorCopyMessages);
const paymentOptionCopy = english(paymentOptionCopyMessages);

const financingMessages = english(financingMessagesMessages);

const FINANCING = '*/api/ThirdPartyFinancingUrlForRedirect';

/** window.open is the side effect under test (jsdom has none): spy on it. */
const spyOnOpen = () => vi.spyOn(window, 'open').mockImplementation(() => null);

const chooser = () => screen.getByRole('group', { name: paymentOptionCopy.title });
const payNow = () => within(chooser()).getByRole('button', { name: paymentOptionCopy.payNow });
const plan = () => within(chooser()).getByRole('button', { name: paymentOptionCopy.paymentPlan });

/**
 * Holds every financing call until `release()`, then lets it through to the demo backend (an msw
 * resolver that returns nothing falls through to the next handler). Counts the calls.
 */
function gateFinancing() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = { count: 0 };
  server.use(
    http.post(FINANCING, async () => {
      calls.count += 1;
      await gate;
    }),
  );
  return { release, calls };
}

describe("'Choose a Payment Option'", () => {
  it('is not shown below 500 (D1001, AmountDue 245.50, financing available)', async () => {
    await signIn('D1001', '30301', 'Rivera');
    await findHeading(guarantorCopy.title);
    expect(screen.queryByRole('group', { name: paymentOptionCopy.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: paymentOptionCopy.paymentPlan })).not.toBeInTheDocument();
  });

  it("offers 'Pay Now' (pressed by default) and 'Payment Plan' to D1002 (AmountDue 1250)", async () => {
    const open = spyOnOpen();
    await fullViewD1002();
    expect(payNow()).toHaveAttribute('aria-pressed', 'true');
    expect(plan()).toHaveAttribute('aria-pressed', 'false');
    expect(plan()).not.toHaveAttribute('aria-disabled');
    // Nothing is requested or opened until 'Payment Plan' is pressed.
    expect(open).not.toHaveBeenCalled();
  });

  it("pressing 'Payment Plan' shows a status, then opens the partner's https Url in a new tab with a fallback link", async () => {
    const open = spyOnOpen();
    const { user } = await fullViewD1002();
    const { release, calls } = gateFinancing();

    await user.click(plan());
    expect(within(chooser()).getByRole('status')).toHaveTextContent(paymentOptionCopy.requesting);
    expect(plan()).toHaveAttribute('aria-pressed', 'true');
    expect(open).not.toHaveBeenCalled();
    release();

    const status = await within(chooser()).findByText(paymentOptionCopy.opened, { exact: false });
    expect(open).toHaveBeenCalledOnce();
    const [url, target, features] = open.mock.calls[0]!;
    expect(String(url).startsWith(`${FINANCING_ORIGIN}/`)).toBe(true);
    expect(new URL(String(url)).protocol).toBe('https:');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    const link = within(status).getByRole('link', { name: paymentOptionCopy.link });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(calls.count).toBe(1);
    expect(window.location.pathname).toBe('/d/D1002');

    // Back to 'Pay Now': the link goes, the buttons swap.
    await user.click(payNow());
    expect(payNow()).toHaveAttribute('aria-pressed', 'true');
    expect(plan()).toHaveAttribute('aria-pressed', 'false');
    expect(within(chooser()).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['refuses', () => HttpResponse.json({ IsSuccess: false, Url: null })],
    ['fails (500)', () => HttpResponse.json({ Message: 'boom' }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
    [
      'answers a javascript: Url',
      () => HttpResponse.json({ IsSuccess: true, Url: 'javascript:alert(document.cookie)' }),
    ],
    ['answers an http: Url', () => HttpResponse.json({ IsSuccess: true, Url: 'http://financing.example/apply' })],
  ])(
    'shows the redirect failure when the server %s, opens nothing and moves focus to the message',
    async (_name, answer) => {
      const open = spyOnOpen();
      const { user } = await fullViewD1002();
      server.use(http.post(FINANCING, answer));

      await user.click(plan());
      const alert = await within(chooser()).findByRole('alert');
      expect(alert).toHaveTextContent(financingMessages.failure);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(open).not.toHaveBeenCalled();
      expect(within(chooser()).queryByRole('link')).not.toBeInTheDocument();
      expect(document.querySelector('a[href^="javascript:" i]')).toBeNull();
      expect(payNow()).toHaveAttribute('aria-pressed', 'true');
      expect(plan()).not.toHaveAttribute('aria-disabled');

      // A new try clears the message and succeeds against the demo backend.
      server.resetHandlers();
      await user.click(plan());
      await within(chooser()).findByRole('link', { name: paymentOptionCopy.link });
      expect(within(chooser()).queryByRole('alert')).not.toBeInTheDocument();
      expect(open).toHaveBeenCalledOnce();
    },
  );

  it('keeps keyboard focus on the pressed button while the request runs, and ignores further presses', async () => {
    const open = spyOnOpen();
    const { user } = await fullViewD1002();
    const { release, calls } = gateFinancing();

    act(() => payNow().focus());
    await user.tab(); // 'Pay Now' → 'Payment Plan'
    expect(plan()).toHaveFocus();
    await user.keyboard('{Enter}');
    await within(chooser()).findByText(paymentOptionCopy.requesting);
    // aria-disabled, never `disabled`: focus stays on the control (not dropped to <body>).
    expect(plan()).toHaveFocus();
    expect(plan()).toHaveAttribute('aria-disabled', 'true');
    expect(plan()).toBeEnabled();
    expect(payNow()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    await user.keyboard('{Shift>}{Tab}{/Shift}'); // 'Pay Now' is ignored too while the request runs
    expect(payNow()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(plan()).toHaveFocus();
    expect(calls.count).toBe(1);
    expect(plan()).toHaveAttribute('aria-pressed', 'true');

    release();
    await within(chooser()).findByRole('link', { name: paymentOptionCopy.link });
    expect(plan()).toHaveFocus();
    expect(plan()).not.toHaveAttribute('aria-disabled');
    expect(open).toHaveBeenCalledOnce();
  });

  it('opens nothing on arrowing: moving between the options with the keyboard is not a press', async () => {
    const open = spyOnOpen();
    const { user } = await fullViewD1002();
    const { calls } = gateFinancing();
    act(() => payNow().focus());
    await user.keyboard('{ArrowRight}{ArrowDown}');
    await user.tab();
    expect(plan()).toHaveFocus();
    expect(calls.count).toBe(0);
    expect(open).not.toHaveBeenCalled();
    expect(within(chooser()).queryByRole('status')).not.toBeInTheDocument();
  });
});
