import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { confirmationCopy as confirmationCopyMessages } from '@/screens/confirmation/copy';
import { formatDate } from '@/ui/format';
import { english } from '@tests/support/language';

import { APPROVED_CARD, confirmAgain, payD1001, payD1006, renderConfirmation, stopActors } from './receipts';

const confirmationCopy = english(confirmationCopyMessages);

afterEach(stopActors);

/** The receipt's value for a label (the page lists them as term / description pairs). */
function valueOf(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('confirmation page', () => {
  it('says there is no payment in this tab and links home when nothing was paid here', () => {
    const actor = renderConfirmation();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Confirmation' })).toBeInTheDocument();
    expect(screen.getByText(confirmationCopy.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: confirmationCopy.home })).toHaveAttribute('href', '/');
    // No offer now, nor later (it would open 100 ms after a receipt): `empty` runs none.
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().children.autopay).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows every receipt field of a real payment and the 3-business-day note', async () => {
    const receipt = await payD1001(100);
    renderConfirmation(receipt);
    const heading = screen.getByRole('heading', { level: 1, name: 'Payment Confirmation' });
    expect(heading).toHaveFocus();
    expect(valueOf(confirmationCopy.provider)).toBe('Riverside Family Medicine');
    expect(valueOf(confirmationCopy.phone)).toBe('(555) 010-2000');
    expect(valueOf(confirmationCopy.paymentDate)).toBe(formatDate(receipt.result.PaymentDate ?? ''));
    expect(valueOf(confirmationCopy.paymentDate)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(valueOf(confirmationCopy.amount)).toBe('$100.00');
    expect(valueOf(confirmationCopy.patientName)).toBe('Maria Rivera');
    expect(valueOf(confirmationCopy.patientId)).toBe('A1001');
    expect(valueOf(confirmationCopy.confirmationId)).toBe(receipt.result.ConfirmationCode);
    expect(valueOf(confirmationCopy.confirmationId)).not.toBe('');
    expect(screen.getByText(/allow up to 3 business days for your payment to post/)).toBeInTheDocument();
  });

  it('falls back to the guarantor and the transaction id when the answer leaves them out', async () => {
    const receipt = await payD1001(100);
    const result = { ...receipt.result, IsAutoPayAllowed: false };
    delete result.GuarantorName;
    delete result.ProviderSpecificGuarantorId;
    delete result.ConfirmationCode;
    renderConfirmation({ ...receipt, result });
    expect(valueOf(confirmationCopy.patientName)).toBe('Maria Rivera');
    expect(valueOf(confirmationCopy.patientId)).toBe(receipt.guarantor.PGuarantorId);
    expect(valueOf(confirmationCopy.confirmationId)).toBe(receipt.result.TransactionId);
  });

  it('replaces the receipt when another payment is confirmed', async () => {
    const first = await payD1001(100);
    const second = await payD1006(40);
    const actor = renderConfirmation({ ...first, result: { ...first.result, IsAutoPayAllowed: false } });
    expect(valueOf(confirmationCopy.patientName)).toBe('Maria Rivera');
    confirmAgain(actor, second);
    expect(valueOf(confirmationCopy.patientName)).toBe(second.result.GuarantorName);
    expect(valueOf(confirmationCopy.amount)).toBe('$40.00');
    // The new payment's own follow-up (D1006: the reminder) replaces the old one.
    const dialog = await screen.findByRole('dialog', { name: 'Monthly Payment Reminder' });
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
  });

  it('remembers only the printed receipt for this tab, so a reload shows it again without a second offer', async () => {
    const receipt = await payD1001(100);
    renderConfirmation(receipt);
    expect(await screen.findByRole('dialog', { name: "Thank you for today's payment!" })).toBeInTheDocument();
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).toContain(receipt.result.ConfirmationCode);
    // Not the guarantor record: no date of birth, address or visits; never card data.
    for (const secret of [receipt.guarantor.Dob, receipt.guarantor.Address1, APPROVED_CARD, 'CardCVV']) {
      expect(stored).not.toContain(secret);
    }
    expect(JSON.stringify({ ...localStorage })).not.toContain(receipt.result.ConfirmationCode);

    stopActors();
    cleanup();
    const reloaded = renderConfirmation(); // a reload: a new actor, the same tab's storage
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Confirmation' })).toHaveFocus();
    expect(valueOf(confirmationCopy.confirmationId)).toBe(receipt.result.ConfirmationCode);
    expect(valueOf(confirmationCopy.amount)).toBe('$100.00');
    expect(valueOf(confirmationCopy.patientName)).toBe('Maria Rivera');
    // The offer opens 100 ms after a receipt, so a dialog missing now says nothing: the actor rests in
    // `reloaded`, which runs no autopay offer, so none can open later.
    expect(reloaded.getSnapshot().value).toBe('reloaded');
    expect(reloaded.getSnapshot().children.autopay).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
