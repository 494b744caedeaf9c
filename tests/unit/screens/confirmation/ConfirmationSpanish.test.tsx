import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { confirmationCopy } from '@/screens/confirmation/copy';
import { spanish, speak } from '@tests/support/language';

import { payD1001, renderConfirmation, stopActors } from './receipts';

const copy = spanish(confirmationCopy);

// The receipt in Spanish: the portal's words from the Spanish catalogue, money and the payment date
// written for es-US, the provider's and the guarantor's own text as delivered.
describe('confirmation page in Spanish', () => {
  beforeEach(() => act(() => speak('es')));
  afterEach(() => {
    stopActors();
    act(() => speak('en'));
  });

  it('shows the receipt in Spanish, $1,234.50-style amounts and day/month/year dates', async () => {
    const receipt = await payD1001(100);
    renderConfirmation(receipt);
    expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toHaveFocus();
    expect(copy.heading).toBe('Confirmación del pago');
    const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf(copy.amount)).toBe('$100.00');
    // An instant, shown on the guarantor's own day: 25/11/2026 in es-US (11/25/2026 in en-US).
    const paid = new Date(receipt.result.PaymentDate ?? '');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(valueOf(copy.paymentDate)).toBe(`${pad(paid.getDate())}/${pad(paid.getMonth() + 1)}/${paid.getFullYear()}`);
    expect(valueOf(copy.provider)).toBe('Riverside Family Medicine');
    expect(screen.getByText(copy.postingNote)).toBeInTheDocument();
  });
});
