import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { GuarantorData } from '@/api/types';
import { billTotal, longBillEncounters } from '@/demo/encounters';
import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { Encounters } from '@/screens/guarantor/Encounters';
import { PrintableStatement } from '@/screens/guarantor/PrintableStatement';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';
import { english } from '@tests/support/language';
import { render } from '@tests/support/render';

const guarantorCopy = english(guarantorCopyMessages);

// Issue 47: a bill of 2,000 visits (D1010's, from the demo data), each visit with 2 detail lines.
const visits = longBillEncounters(2000, 'Pat');
const guarantor: GuarantorData = { ...quickPayGuarantor, QP: false, Details: visits, AmountDue: billTotal(visits) };

/** The rows of the visit tables, without their header rows, and their 'Details' buttons. */
const visitRows = () => document.querySelectorAll('.visits tbody tr');
const detailsButtons = () => document.querySelectorAll<HTMLButtonElement>('.visits tbody button');

describe("a long bill's visits", () => {
  it('are all in the page, the last one too, each with its Details button', () => {
    render(<Encounters encounters={visits} />);
    expect(visitRows()).toHaveLength(2000);
    expect(screen.getByText('E-902000')).toHaveAttribute('role', 'cell');
    // (By selector: Testing Library's label and role queries over 12,000 elements take seconds in jsdom.)
    expect(detailsButtons()).toHaveLength(2000);
  });

  it("open the last visit's lines in the Service Detail dialog, leaving every row as it was", async () => {
    const user = userEvent.setup();
    render(<Encounters encounters={visits} />);
    const rows = [...visitRows()];
    const last = detailsButtons()[1999]!;
    expect(last).toHaveAccessibleName(guarantorCopy.detailsFor('03/28/2025'));
    await user.click(last);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog).toHaveAccessibleName(guarantorCopy.serviceDetail);
    expect(within(dialog).getByText(visits.at(-1)!.Detail![0]!.Description)).toBeInTheDocument();
    expect(within(dialog).getByText(guarantorCopy.total(visits.at(-1)!.Balance))).toBeInTheDocument();
    // The same 2,000 rows, not drawn anew.
    expect([...visitRows()].every((row, index) => row === rows[index])).toBe(true);
  });
});

describe('the printable statement of a long bill', () => {
  const lines = () => document.querySelectorAll('.printable-statement tbody tr');

  it('holds no line on screen, every one of the 4,000 as soon as the page prints, none after', () => {
    render(<PrintableStatement provider={provider} guarantor={guarantor} />);
    expect(lines()).toHaveLength(0);
    // Drawn inside the browser's `beforeprint` itself: the printed pages are laid out right after it.
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
      expect(lines()).toHaveLength(4000);
    });
    expect(lines()[3999]!.textContent).toContain('03/28/2025');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(lines()).toHaveLength(0);
  });
});
