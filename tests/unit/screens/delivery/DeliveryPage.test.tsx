import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { copy as copyMessages } from '@/copy';
import { HOSTILE_MARKUP } from '@/demo/providers';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import {
  guarantorCopy as guarantorCopyWords,
  paymentOptionCopy as paymentOptionCopyWords,
  quickPayCopy as quickPayCopyWords,
} from '@/screens/guarantor/copy';
import {
  confirmInfoMessages as confirmInfoMessagesMessages,
  deliveryMessages as deliveryMessagesMessages,
} from '@machines/rules/messages';
import { english } from '@tests/support/language';
import { findHeading, renderApp } from '@tests/unit/app/renderApp';

const guarantorCopy = english(guarantorCopyWords);
const paymentOptionCopy = english(paymentOptionCopyWords);
const quickPayCopy = english(quickPayCopyWords);

const deliveryCopy = english(deliveryCopyMessages);

const deliveryMessages = english(deliveryMessagesMessages);

const confirmInfoMessages = english(confirmInfoMessagesMessages);

const copy = english(copyMessages);

async function confirmInfo(zip: string, lastName: string) {
  const user = userEvent.setup();
  await findHeading(deliveryCopy.confirmInfo);
  const zipField = screen.getByLabelText(deliveryCopy.zip);
  const nameField = screen.getByLabelText(deliveryCopy.lastName);
  await user.clear(zipField);
  if (zip) await user.type(zipField, zip);
  await user.clear(nameField);
  if (lastName) await user.type(nameField, lastName);
  await user.click(screen.getByRole('button', { name: deliveryCopy.continue }));
  return user;
}

describe('delivery link /d/{id}', () => {
  it('sends an unknown delivery id to msg/invalid-delivery', async () => {
    renderApp('/d/NOPE');
    await findHeading(copy.invalidDelivery.heading);
    expect(window.location.pathname).toBe('/msg/invalid-delivery');
  });

  it.each([
    ['', 'Rivera', confirmInfoMessages.zipRequired, deliveryCopy.zip],
    ['30301', '', confirmInfoMessages.lastNameRequired, deliveryCopy.lastName],
    ['3030', 'Rivera', confirmInfoMessages.zipInvalid, deliveryCopy.zip],
  ])('alerts for zip %j and last name %j, keeping what was typed', async (zip, lastName, message, field) => {
    renderApp('/d/D1001');
    await confirmInfo(zip, lastName);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(deliveryCopy.zip)).toHaveValue(zip);
    expect(screen.getByLabelText(deliveryCopy.lastName)).toHaveValue(lastName);
  });

  it('shows the retrieval failure with the server message, keeps the values, and locks on the third wrong try', async () => {
    renderApp('/d/D1001');
    await confirmInfo('30301', 'Wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(deliveryMessages.validationFailed);
    expect(alert).toHaveTextContent(DEMO_MESSAGES.noGuarantorMatch);
    expect(screen.getByLabelText(deliveryCopy.lastName)).toHaveValue('Wrong');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: deliveryCopy.continue }));
    await waitFor(() => expect(screen.getByRole('button', { name: deliveryCopy.continue })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: deliveryCopy.continue }));
    await findHeading(copy.locked.heading);
    expect(window.location.pathname).toBe('/d/D1001');
  });

  it.each([
    ['D1003', '10001', 'Locked', copy.locked.heading],
    ['D1004', '10002', 'Balance', copy.invalidBalance.heading],
    ['D1005', '10003', 'Twice', copy.duplicate.heading],
  ])('shows the message page for %s in place, without changing the address', async (id, zip, lastName, heading) => {
    renderApp(`/d/${id}`);
    await confirmInfo(zip, lastName);
    await findHeading(heading);
    expect(window.location.pathname).toBe(`/d/${id}`);
  });

  it('shows everything the validated view lists for D1001', async () => {
    renderApp('/d/D1001');
    await confirmInfo('30301', 'Rivera');
    // The form that had focus is gone: focus starts again at the bill's heading.
    expect(await findHeading(guarantorCopy.title)).toHaveFocus();
    expect(screen.getByRole('heading', { name: guarantorCopy.amountDue })).toBeInTheDocument();
    expect(screen.getAllByText('$245.50').length).toBeGreaterThan(0);
    expect(screen.getByText(/Your insurance has processed these visits/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: guarantorCopy.patient('Maria') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: guarantorCopy.patient('Lucas') })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Location: / }).length).toBeGreaterThanOrEqual(3);
    const payments = screen.getByRole('heading', { name: guarantorCopy.recentPayments }).closest('section')!;
    expect(within(payments).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: guarantorCopy.updateInfoPrompt })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: guarantorCopy.updateInfoButton })).toHaveAttribute('href', '/insurance');
    expect(screen.getByRole('heading', { name: guarantorCopy.mailChecksTo })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: guarantorCopy.yourGuarantorId }).nextSibling).toHaveTextContent('A1001');
    expect(screen.getByRole('heading', { name: guarantorCopy.refundPolicy })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: guarantorCopy.printBill })).toBeInTheDocument();
    // Financing is available but AmountDue is below 500: no chooser.
    expect(screen.queryByText(paymentOptionCopy.title)).not.toBeInTheDocument();
  });

  it('opens the Service Detail dialog with sub-lines, total and insurance plans', async () => {
    renderApp('/d/D1001');
    const user = await confirmInfo('30301', 'Rivera');
    await findHeading(guarantorCopy.title);
    await user.click(screen.getAllByRole('button', { name: /^Details/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: guarantorCopy.serviceDetail });
    expect(within(dialog).getByRole('columnheader', { name: guarantorCopy.description })).toBeInTheDocument();
    expect(within(dialog).getByText('Total: $120.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Insurance plans on file: Blue Cross Blue Shield PPO')).toBeInTheDocument();
    expect(within(dialog).queryByText('Contractual adjustment')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: guarantorCopy.showDetail }));
    expect(within(dialog).getByText('Contractual adjustment')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: guarantorCopy.hideDetail }));
    expect(within(dialog).queryByText('Contractual adjustment')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: guarantorCopy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers quick-pay to D1002 and leaves it for the full view with a payment plan option', async () => {
    renderApp('/d/D1002');
    const user = await confirmInfo('94105', 'Chen');
    await findHeading(quickPayCopy.remainingBalance);
    expect(screen.getByRole('button', { name: quickPayCopy.submit(150) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: quickPayCopy.changeCard('4242') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: quickPayCopy.details }));
    await findHeading(guarantorCopy.title);
    expect(screen.getByRole('group', { name: paymentOptionCopy.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: paymentOptionCopy.payNow })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: paymentOptionCopy.paymentPlan })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('accepts a Canadian postal code (D1008)', async () => {
    renderApp('/d/D1008');
    await confirmInfo('K1A 0B1', 'Tremblay');
    await findHeading(guarantorCopy.title);
    expect(screen.getAllByText('$80.00').length).toBeGreaterThan(0);
  });

  it('shows provider and guarantor text with markup as inert text (provider hostile)', async () => {
    renderApp('/d/D1001', 'hostile.pay.localhost');
    await confirmInfo('30301', 'Rivera');
    await findHeading(guarantorCopy.title);
    expect(screen.getAllByText((text) => text.includes(HOSTILE_MARKUP)).length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector('main img[src="x"], main script')).toBeNull();
  });
});
