import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { server } from '@/demo/node';
import { confirmationCopy as confirmationCopyMessages } from '@/screens/confirmation/copy';
import { quickPayCopy as quickPayCopyMessages } from '@/screens/guarantor/copy';
import { quickPayMessages as quickPayMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { quickPayD1002 } from './signIn';

const confirmationCopy = english(confirmationCopyMessages);
const quickPayCopy = english(quickPayCopyMessages);
const quickPayMessages = english(quickPayMessagesMessages);

const CONFIRM_TEXT = 'Are you sure you want to make this $150.00 payment';

describe('quick-pay (D1002, DefaultPaymentAmount 150.00)', () => {
  it("shows 'Remaining Balance Due', the amount due and the options", async () => {
    await quickPayD1002();
    expect(screen.getAllByText('$1,250.00').length).toBeGreaterThan(0);
    expect(quickPayCopy.submit(150)).toBe('Click to Submit $150.00 Payment');
    expect(screen.getByRole('button', { name: quickPayCopy.submit(150) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: quickPayCopy.differentAmount })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: quickPayCopy.changeCard('4242') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: quickPayCopy.details })).toBeInTheDocument();
  });

  it('asks to confirm the amount; Cancel returns to quick-pay with focus on the submit button', async () => {
    const { user } = await quickPayD1002();
    const submit = screen.getByRole('button', { name: 'Click to Submit $150.00 Payment' });
    await user.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM_TEXT });
    expect(quickPayMessages.confirm(150)).toBe(CONFIRM_TEXT);
    await user.click(within(dialog).getByRole('button', { name: quickPayCopy.no }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: quickPayCopy.remainingBalance })).toBeInTheDocument();
    await waitFor(() => expect(submit).toHaveFocus());
    expect(window.location.pathname).toBe('/d/D1002');
  });

  it('Escape also cancels', async () => {
    const { user } = await quickPayD1002();
    await user.click(screen.getByRole('button', { name: quickPayCopy.submit(150) }));
    await screen.findByRole('alertdialog', { name: CONFIRM_TEXT });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: quickPayCopy.remainingBalance })).toBeInTheDocument();
  });

  it('Confirm ends quick-pay: the saved card is charged and the confirmation shows', async () => {
    const { user } = await quickPayD1002();
    const posts: Promise<unknown>[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === API_PATHS.processPayment) posts.push(request.clone().json());
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
    await user.click(screen.getByRole('button', { name: quickPayCopy.submit(150) }));
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM_TEXT });
    expect(posts).toHaveLength(0); // nothing is charged before the confirmation
    await user.click(within(dialog).getByRole('button', { name: quickPayCopy.yes }));
    await waitFor(() => expect(window.location.pathname).toBe('/confirmation'));
    // The autopay offer opens over the receipt and hides it from the accessibility tree: read the h1.
    await waitFor(() => expect(document.querySelector('main h1')).toHaveTextContent(confirmationCopy.heading));
    expect(document.querySelector('main')).toHaveTextContent('$150.00');
    expect(posts).toHaveLength(1);
    expect(await posts[0]).toMatchObject({ PaymentAccountId: 'pa_1', PaymentAmount: 150 });
    expect(screen.queryByRole('heading', { name: quickPayCopy.remainingBalance })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: quickPayCopy.submit(150) })).not.toBeInTheDocument();
  });
});
