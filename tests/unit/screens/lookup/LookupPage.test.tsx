import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { TOKEN_KEY, TOKEN_TIMESTAMP_KEY } from '@/api/session';
import { copy as copyMessages } from '@/copy';
import { server } from '@/demo/node';
import { PROVIDERS } from '@/demo/providers';
import { guarantorCopy as guarantorCopyWords } from '@/screens/guarantor/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { lookupCopy as lookupCopyMessages } from '@/screens/lookup/copy';
import { lookupMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';
import { findHeading, renderApp } from '@tests/unit/app/renderApp';

import { fillLookup, lookupUi as ui } from './lookupUi';

const guarantorCopy = english(guarantorCopyWords);
const paymentCopy = english(paymentCopyWords);

const lookupCopy = english(lookupCopyMessages);

const copy = english(copyMessages);
const m = english(lookupMessages);

describe("the root path: 'Please Enter Statement Information'", () => {
  it("labels the identifier with the provider's VerificationLabel1 and offers a disabled 'Enter form' until valid", async () => {
    renderApp('/');
    expect(await findHeading(lookupCopy.heading)).toBeInTheDocument();
    expect(ui.identifier('Account Number')).toHaveValue('');
    expect(ui.lastName()).toHaveValue('');
    expect(ui.zip()).toHaveValue('');
    expect(await screen.findByRole('button', { name: lookupCopy.enterForm })).toBeDisabled();
    expect(screen.queryByRole('button', { name: lookupCopy.continue })).toBeNull();
  });

  it.each([
    ['the identifier', () => ui.identifier(), m.identifierInline],
    ['the last name', () => ui.lastName(), m.lastNameInline],
    ['the zip code', () => ui.zip(), m.zipInline],
  ])('shows the inline message for %s once it was touched and left empty', async (_, field, message) => {
    renderApp('/');
    await findHeading(lookupCopy.heading);
    const user = userEvent.setup();
    expect(screen.queryByText(message)).toBeNull();
    await user.click(field());
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(message);
  });

  it.each(['3030', '303011', 'ABCDE', 'K1A-0B1'])('asks for a valid Zip Code for %j', async (zip) => {
    renderApp('/');
    await findHeading(lookupCopy.heading);
    const user = await fillLookup({ identifier: 'A1001', lastName: 'Rivera', zip });
    await user.tab();
    expect(await screen.findByText(m.zipInline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: lookupCopy.enterForm })).toBeDisabled();
  });

  it.each(['30301', '30301-1234', 'K1A 0B1', 'k1a0b1'])("enables 'Continue' for the zip %j", async (zip) => {
    renderApp('/');
    await findHeading(lookupCopy.heading);
    await fillLookup({ identifier: 'A1001', lastName: 'Rivera', zip });
    expect(await screen.findByRole('button', { name: lookupCopy.continue })).toBeEnabled();
  });

  it.each([
    ['the identifier', { identifier: '   ', lastName: 'Rivera', zip: '30301' }, m.identifierRequired('Account Number')],
    ['the last name', { identifier: 'A1001', lastName: '  ', zip: '30301' }, m.lastNameRequired],
  ])('alerts at submit when %s holds only spaces, keeping what was typed', async (_, values, message) => {
    renderApp('/');
    await findHeading(lookupCopy.heading);
    const user = await fillLookup(values);
    await user.click(await screen.findByRole('button', { name: lookupCopy.continue }));
    const alert = await screen.findByRole('alertdialog', { name: message });
    await user.click(within(alert).getByRole('button', { name: lookupCopy.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(ui.identifier()).toHaveValue(values.identifier);
    expect(ui.lastName()).toHaveValue(values.lastName);
  });

  it("alerts 'ProviderId is not set' when the provider has no ProviderId", async () => {
    server.use(http.post(`*${API_PATHS.getProvider}`, () => HttpResponse.json({ ...PROVIDERS.demo, ProviderId: '' })));
    renderApp('/');
    await findHeading(lookupCopy.heading);
    const user = await fillLookup({ identifier: 'A1001', lastName: 'Rivera', zip: '30301' });
    await user.click(await screen.findByRole('button', { name: lookupCopy.continue }));
    expect(await screen.findByRole('alertdialog', { name: m.providerIdMissing })).toBeInTheDocument();
  });

  it("hides the form behind 'One moment while we process your request', then alerts 'ERROR' for a wrong lookup", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`*${API_PATHS.validateGuarantorForPaper}`, async () => {
        await held;
        return HttpResponse.json({ IsSuccess: false, ErrorMessage: 'No match' });
      }),
    );
    renderApp('/');
    await findHeading(lookupCopy.heading);
    const user = await fillLookup({ identifier: 'A1001', lastName: 'Wrong', zip: '30301' });
    await user.click(await screen.findByRole('button', { name: lookupCopy.continue }));
    expect(await screen.findByRole('dialog', { name: lookupCopy.checking })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: lookupCopy.lastName })).toBeNull(); // hidden
    release();
    const alert = await screen.findByRole('alertdialog', { name: m.failure });
    expect(screen.queryByRole('dialog', { name: lookupCopy.checking })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: lookupCopy.ok }));
    // What was typed survives, and focus is back on the form.
    await waitFor(() => expect(screen.getByRole('button', { name: lookupCopy.continue })).toHaveFocus());
    expect(ui.identifier()).toHaveValue('A1001');
    expect(ui.lastName()).toHaveValue('Wrong');
    expect(ui.zip()).toHaveValue('30301');
  });

  it("alerts 'ERROR' when the lookup cannot reach the server, keeping what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(`*${API_PATHS.validateGuarantorForPaper}`, () => HttpResponse.error()));
    renderApp('/');
    await findHeading(lookupCopy.heading);
    const user = await fillLookup({ identifier: 'A1001', lastName: 'Rivera', zip: '30301' });
    await user.click(await screen.findByRole('button', { name: lookupCopy.continue }));
    const alert = await screen.findByRole('alertdialog', { name: m.failure });
    await user.click(within(alert).getByRole('button', { name: lookupCopy.ok }));
    await waitFor(() => expect(ui.identifier()).toHaveValue('A1001'));
    vi.restoreAllMocks();
  });

  it.each([
    ['A1003', 'Locked', '10001', copy.locked.heading],
    ['A1004', 'Balance', '10002', copy.invalidBalance.heading],
    ['A1005', 'Twice', '10003', copy.duplicate.heading],
  ])('shows the guarantor check for %s in place, at the root path', async (identifier, lastName, zip, heading) => {
    renderApp('/');
    await findHeading(lookupCopy.heading);
    const user = await fillLookup({ identifier, lastName, zip });
    await user.click(await screen.findByRole('button', { name: lookupCopy.continue }));
    await findHeading(heading);
    expect(window.location.pathname).toBe('/');
  });

  it('shows the statement for A1001: amount due, visits by patient and location, Service Detail, the new-card form', async () => {
    renderApp('/');
    await findHeading(lookupCopy.heading);
    const user = await fillLookup({ identifier: 'A1001', lastName: 'Rivera', zip: '30301' });
    await user.click(await screen.findByRole('button', { name: lookupCopy.continue }));
    expect(await findHeading(guarantorCopy.title)).toHaveFocus();
    // The token is stored with its timestamp by the API client.
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeTruthy();
    expect(Number(sessionStorage.getItem(TOKEN_TIMESTAMP_KEY))).toBeGreaterThan(0);
    const due = screen.getByRole('region', { name: guarantorCopy.amountDue });
    expect(due).toHaveTextContent('$245.50');
    expect(screen.getByRole('heading', { level: 3, name: guarantorCopy.patient('Maria') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: guarantorCopy.patient('Lucas') })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /^Details for the visit/ })[0]!);
    const detail = await screen.findByRole('dialog', { name: guarantorCopy.serviceDetail });
    expect(within(detail).getByRole('columnheader', { name: guarantorCopy.description })).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: guarantorCopy.close }));
    // No saved card: the new-card form shows directly, without the option list.
    expect(screen.queryByRole('group', { name: paymentCopy.paymentOption })).toBeNull();
    expect(screen.getByRole('textbox', { name: paymentCopy.nameOnCard })).toBeInTheDocument();
  });
});
