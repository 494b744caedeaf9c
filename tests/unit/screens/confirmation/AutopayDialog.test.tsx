import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { server } from '@/demo/node';
import { snapshotDemoState } from '@/demo/state';
import { autopayCopy as autopayCopyMessages } from '@/screens/confirmation/copy';
import { autopayMessages as autopayMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { payD1001, payD1006, renderConfirmation, stopActors } from './receipts';

const autopayCopy = english(autopayCopyMessages);

const autopayMessages = english(autopayMessagesMessages);

const OFFER = "Thank you for today's payment!";

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {}); // the machine logs a refused enrolment
});
afterEach(stopActors);

/** D1001 paid: the offer opens 100 ms after the confirmation. */
async function openOffer() {
  renderConfirmation(await payD1001(100));
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: OFFER });
  const amount = within(dialog).getByLabelText(autopayCopy.amountLabel);
  return { user, dialog, amount };
}

const heading = () => screen.getByRole('heading', { level: 1, name: 'Payment Confirmation' });

/** The dialog has closed and focus is back on the receipt's heading. */
async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() => expect(heading()).toHaveFocus());
}

describe('autopay offer after a payment', () => {
  it('offers autopay with the default amount, moves focus into the dialog, and enrols', async () => {
    const { user, dialog, amount } = await openOffer();
    expect(amount).toHaveValue('50.00');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText(/processed on the 15th of each month/)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(within(dialog).getByRole('button', { name: autopayCopy.enroll }));

    const enabled = await screen.findByRole('dialog', { name: 'Autopay Enabled' });
    expect(within(enabled).getByText(/\$30\.00 each month/)).toBeInTheDocument();
    expect(within(enabled).getByRole('button', { name: 'Close Window' })).toHaveFocus();
    expect(snapshotDemoState().enrollments).toMatchObject([{ GuarantorId: 'G1001', AmountToAutoPay: 30 }]);

    await user.click(within(enabled).getByRole('button', { name: 'Close Window' }));
    await expectClosed();
  });

  it('shows the enrolling status and blocks a second submit while the request runs', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    // Holds the request, then lets it through to the demo backend (a resolver returning nothing falls through).
    server.use(http.post(`*${API_PATHS.createAutopayEnrollment}`, async () => void ((posts += 1), await held)));
    const { user, dialog } = await openOffer();

    await user.click(within(dialog).getByRole('button', { name: autopayCopy.enroll }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(autopayCopy.enrolling);
    expect(within(dialog).getByRole('button', { name: autopayCopy.enroll })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: autopayCopy.noThanks })).toBeDisabled();
    expect(within(dialog).getByLabelText(autopayCopy.amountLabel)).toBeDisabled();
    await user.keyboard('{Escape}'); // not dismissible mid-request
    expect(screen.getByRole('dialog', { name: OFFER })).toBeInTheDocument();

    release();
    expect(await screen.findByRole('dialog', { name: 'Autopay Enabled' })).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('rejects a malformed amount, then one below the minimum, without calling the server', async () => {
    const { user, dialog, amount } = await openOffer();
    const enroll = within(dialog).getByRole('button', { name: autopayCopy.enroll });

    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(enroll);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(autopayMessages.invalidAmount);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(autopayMessages.invalidAmount);

    await user.clear(amount);
    await user.type(amount, '24.99');
    await user.click(enroll);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, the minimum monthly payment is $25.00. If you wish to enroll in automatic payments, please enter $25.00 or more.',
    );
    expect(snapshotDemoState().enrollments).toEqual([]);
    expect(screen.getByRole('dialog', { name: OFFER })).toBeInTheDocument();
  });

  it('alerts the autopay failure when enrolment is refused (99.99), then closes', async () => {
    const { user, dialog, amount } = await openOffer();
    await user.clear(amount);
    await user.type(amount, '99.99');
    await user.click(within(dialog).getByRole('button', { name: autopayCopy.enroll }));

    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('alert')).toHaveTextContent(
      'There was a problem with your autopay request. Autopay is not available at this time',
    );
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
    expect(snapshotDemoState().enrollments).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: autopayCopy.ok }));
    await expectClosed();
  });

  it("'No Thanks' shows the monthly reminder (no save-card checkbox without IsAccountOnFileEnabled)", async () => {
    const { user, dialog } = await openOffer();
    await user.click(within(dialog).getByRole('button', { name: autopayCopy.noThanks }));

    const reminder = await screen.findByRole('dialog', { name: autopayCopy.reminderTitle });
    expect(within(reminder).getByText(/reminder on the 15th of each month/)).toBeInTheDocument();
    expect(within(reminder).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(reminder).getByRole('button', { name: autopayCopy.close })).toHaveFocus();

    await user.click(within(reminder).getByRole('button', { name: autopayCopy.close }));
    await expectClosed();
  });

  it('Escape on the offer closes it without enrolling', async () => {
    const { user } = await openOffer();
    await user.keyboard('{Escape}');
    await expectClosed();
    expect(snapshotDemoState().enrollments).toEqual([]);
  });
});

describe('partial-payment reminder', () => {
  it('opens the reminder with the save-card checkbox (checked) and its disclaimer', async () => {
    renderConfirmation(await payD1006(100));
    const user = userEvent.setup();
    const reminder = await screen.findByRole('dialog', { name: autopayCopy.reminderTitle });
    expect(screen.queryByRole('dialog', { name: OFFER })).not.toBeInTheDocument();
    expect(within(reminder).getByText(/reminder on the 15th of each month/)).toBeInTheDocument();

    const saveCard = within(reminder).getByRole('checkbox', { name: autopayCopy.saveCard });
    expect(saveCard).toBeChecked();
    expect(saveCard).toHaveAccessibleDescription(autopayCopy.saveCardDisclaimer);
    expect(autopayCopy.saveCardDisclaimer).toMatch(/token .* is stored in place of your card details/);
    expect(saveCard).toHaveFocus();

    await user.click(saveCard);
    expect(saveCard).not.toBeChecked();
    await user.click(within(reminder).getByRole('button', { name: autopayCopy.close }));
    await expectClosed();
  });

  it('shows no follow-up at all after a payment that needs none', async () => {
    const receipt = await payD1001(100);
    const actor = renderConfirmation({
      ...receipt,
      result: { ...receipt.result, IsAutoPayAllowed: false, DoesBalanceExistRequiringScheduledPayments: false },
    });
    // The offer decided at once that there is nothing to offer (no timer is pending).
    expect(actor.getSnapshot().children.autopay?.getSnapshot().status ?? 'done').toBe('done');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(heading()).toHaveFocus();
  });
});
