import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { clearToken, LOCAL_SESSION_ID_KEY } from '@/api/session';
import { server } from '@/demo/node';
import { insuranceCopy } from '@/screens/insurance/copy';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import { english } from '@tests/support/language';
import { capture } from '@tests/unit/api/capture';

import { heading, openInsurance, stepButton } from './helpers';

const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

const t = copy.guarantor;

afterEach(() => window.history.replaceState(null, '', '/'));

async function openGuarantorStep() {
  const { user } = await openInsurance();
  await user.click(stepButton('guarantor'));
  expect(await heading(copy.steps.guarantor)).toHaveFocus();
  await screen.findByLabelText(t.firstName);
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function replace(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

describe("'Confirm Guarantor Address'", () => {
  it('is prefilled from GetDataToConfirm (D1001), the state as its abbreviation', async () => {
    await openGuarantorStep();
    expect(field(t.firstName)).toHaveValue('Maria');
    expect(field(t.lastName)).toHaveValue('Rivera');
    expect(field(t.streetAddress)).toHaveValue('1420 Peachtree St NE');
    expect(field(t.city)).toHaveValue('Atlanta');
    expect(field(t.state)).toHaveValue('GA');
    expect(within(field(t.state)).getAllByRole('option')).toHaveLength(51); // 'Select a state' + 50
    expect(field(t.zipCode)).toHaveValue('30301');
    for (const label of [t.phone, t.mobile, t.email]) expect(field(label)).toHaveValue('');
    expect(screen.queryByText(insuranceMessages.prefillFailed)).not.toBeInTheDocument();
  });

  it("says 'Could not prepopulate information. You may enter it manually.' when the prefill fails", async () => {
    server.use(http.post(`*${API_PATHS.getDataToConfirm}`, () => HttpResponse.json({}, { status: 500 })));
    await openGuarantorStep();
    expect(screen.getByRole('status')).toHaveTextContent(insuranceMessages.prefillFailed);
    expect(field(t.firstName)).toHaveValue('');
  });

  it("'Continue' posts CollectData with the spec's body, stores the SessionId and marks the step complete", async () => {
    const user = await openGuarantorStep();
    const posts = capture('post', `*${API_PATHS.collectData}`, () =>
      HttpResponse.json({ IsSuccess: true, SessionId: 'SES-42' }),
    );
    await replace(user, t.streetAddress, '9 Elm St');
    await user.selectOptions(field(t.state), 'Colorado');
    await user.type(field(t.phone), '(555) 010-4000');
    await user.type(field(t.mobile), '(555) 010-4001');
    await user.type(field(t.email), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: t.continue }));

    expect(await heading(copy.landing.heading)).toHaveFocus();
    expect(stepButton('guarantor')).toHaveAccessibleName(`${copy.steps.guarantor} ${copy.complete}`);
    expect(JSON.parse(posts[0]!.body)).toEqual({
      DocumentId: null,
      SessionId: null,
      StreetAddress: '9 Elm St',
      City: 'Atlanta',
      State: 'CO',
      ZipCode: '30301',
      Phone: '(555) 010-4000',
      Mobile: '(555) 010-4001',
      Email: 'maria@example.com',
      GuarantorFirstName: 'Maria',
      GuarantorLastName: 'Rivera',
      DocumentType: 'GuarantorData',
      PageNumber: 1,
      EntryMethod: 1,
    });
    expect(sessionStorage.getItem(LOCAL_SESSION_ID_KEY)).toBe('SES-42');

    // A second visit starts from what was saved, and sends the session on.
    await user.click(stepButton('guarantor'));
    await screen.findByLabelText(t.firstName);
    expect(field(t.streetAddress)).toHaveValue('9 Elm St');
    await user.click(screen.getByRole('button', { name: t.continue }));
    await heading(copy.landing.heading);
    expect(JSON.parse(posts[1]!.body)).toMatchObject({ SessionId: 'SES-42' });
  });

  it('keeps what was typed on a trip back to all steps, without a new prefill', async () => {
    const user = await openGuarantorStep();
    await replace(user, t.city, 'Decatur');
    await user.click(screen.getByRole('button', { name: copy.backToSteps }));
    expect(await heading(copy.landing.heading)).toHaveFocus();
    expect(stepButton('guarantor')).toHaveAccessibleName(`${copy.steps.guarantor} ${copy.incomplete}`);
    await user.click(stepButton('guarantor'));
    expect(await screen.findByLabelText(t.city, { exact: true })).toHaveValue('Decatur');
  });

  it('a 401 shows the session alert and keeps what was typed', async () => {
    const user = await openGuarantorStep();
    await replace(user, t.city, 'Decatur');
    clearToken(); // the session ended meanwhile: the call goes out without a token
    await user.click(screen.getByRole('button', { name: t.continue }));

    const alert = await screen.findByRole('alertdialog', { name: copy.sessionExpired.heading });
    expect(alert).toHaveTextContent(insuranceMessages.unauthorized);
    expect(within(alert).getByRole('link', { name: copy.logInAgain })).toHaveAttribute('href', '/d/D1001');
    await user.click(within(alert).getByRole('button', { name: copy.sessionAlertOk }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field(t.city)).toHaveValue('Decatur');
    expect(screen.getByRole('button', { name: t.continue })).toHaveFocus();
  });

  it("shows the server's error on a refusal, else 'An error occurred while saving.'", async () => {
    const user = await openGuarantorStep();
    await replace(user, t.city, 'Decatur');
    server.use(
      http.post(
        `*${API_PATHS.collectData}`,
        () => HttpResponse.json({ message: 'Unknown zip code.' }, { status: 400 }),
        {
          once: true,
        },
      ),
      http.post(`*${API_PATHS.collectData}`, () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown zip code.');
    expect(screen.getByRole('alert')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(insuranceMessages.saveFailed));
    expect(field(t.city)).toHaveValue('Decatur');
  });

  it("says 'Saving your information…' while the save is in flight", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`*${API_PATHS.collectData}`, async () => void (await held)));
    const user = await openGuarantorStep();
    await user.click(screen.getByRole('button', { name: t.continue }));
    expect(await screen.findByText(t.saving)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.continue })).toBeDisabled();
    expect(screen.getByRole('button', { name: copy.backToSteps })).toBeDisabled();
    release();
    await heading(copy.landing.heading);
  });
});
