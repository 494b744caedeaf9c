import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { GENERIC_API_ERROR } from '@/api/errors';
import { API_PATHS } from '@/api/paths';
import { storeLocalSessionId } from '@/api/session';
import { server } from '@/demo/node';
import { FAILING_INSURANCE_NAME } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { insuranceCopy } from '@/screens/insurance/copy';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import { typedInsurance } from '@tests/fixtures/insurance';
import { english } from '@tests/support/language';
import { capture } from '@tests/unit/api/capture';

import { heading, openInsurance, stepButton } from './helpers';

const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

const t = copy.manual;

afterEach(() => window.history.replaceState(null, '', '/'));

async function openManual(step: 'primary' | 'secondary' = 'secondary') {
  const { user } = await openInsurance();
  await user.click(stepButton(step));
  await user.click(await screen.findByRole('button', { name: copy.choice.manual }));
  expect(await heading(t.heading(step))).toHaveFocus();
  return user;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** Fills in the whole fixture. */
async function fillAll(user: UserEvent, insuranceName = typedInsurance.insuranceName) {
  const v = typedInsurance;
  const texts: [string, string][] = [
    [t.insuranceName, insuranceName],
    [t.planAddress1, v.planAddress1],
    [t.planAddress2, v.planAddress2],
    [t.planCity, v.planCity],
    [t.planZipCode, v.planZipCode],
    [t.groupNumber, v.groupNumber],
    [t.subscriberNumber, v.subscriberNumber],
    [t.memberNumber, v.memberNumber],
    [t.subscriberFirstName, v.subscriberFirstName],
    [t.subscriberLastName, v.subscriberLastName],
    [t.subscriberMiddleName, v.subscriberMiddleName],
  ];
  for (const [label, value] of texts) {
    await user.click(field(label));
    await user.paste(value); // one input event per field: typing 13 fields key by key is slow in jsdom
  }
  await user.selectOptions(field(t.planState), 'Connecticut');
  await user.selectOptions(field(t.relationship), 'Self');
}

describe("manual insurance entry ('{Primary|Secondary} Insurance')", () => {
  it('has every field of the spec; Relationship to Subscriber offers Self, Spouse, Child, Other', async () => {
    await openManual('primary');
    expect(screen.getByRole('heading', { level: 1, name: 'Primary Insurance' })).toBeInTheDocument();
    for (const label of [
      t.insuranceName,
      t.planAddress1,
      t.planAddress2,
      t.planCity,
      t.planState,
      t.planZipCode,
      t.groupNumber,
      t.subscriberNumber,
      t.memberNumber,
      t.subscriberFirstName,
      t.subscriberLastName,
      t.subscriberMiddleName,
      t.relationship,
    ])
      expect(field(label)).toHaveValue('');
    const relationships = within(field(t.relationship)).getAllByRole('option').slice(1);
    expect(relationships.map((o) => o.textContent)).toEqual(['Self', 'Spouse', 'Child', 'Other']);
    expect(within(field(t.planState)).getAllByRole('option')).toHaveLength(51);
  });

  it("'Submit' posts CollectInsuranceData with the server's field names and completes the step", async () => {
    storeLocalSessionId('SES-7');
    const posts = capture('post', `*${API_PATHS.collectInsuranceData}`, () => HttpResponse.json({ IsSuccess: true }));
    const user = await openManual('secondary');
    expect(screen.getByRole('heading', { level: 1, name: 'Secondary Insurance' })).toBeInTheDocument();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await heading(copy.landing.heading)).toHaveFocus();
    expect(stepButton('secondary')).toHaveAccessibleName(`${copy.steps.secondary} ${copy.complete}`);
    expect(screen.queryByText(copy.upload.bothDone)).not.toBeInTheDocument();
    expect(JSON.parse(posts[0]!.body)).toEqual({
      DocumentId: null,
      SessionId: 'SES-7',
      GuarantorId: 'G1001',
      DocumentType: 3,
      EntryMethod: 1,
      PageNumber: 1,
      InsuranceName: 'Aetna',
      PlanAddress1: '151 Farmington Ave',
      PlanAddress2: 'Suite 200',
      PlanAddressCity: 'Hartford',
      PlanAddressState: 'CT',
      PlanAddressZipCode: '06156',
      SubscriberNumber: 'SUB-456',
      MemberNumber: 'MEM-789',
      GroupNumber: 'GRP-123',
      SubsriberFirstName: 'Maria',
      SubsriberLastName: 'Rivera',
      SubsriberMiddleName: 'L',
      RelationToSubscriber: 'Self',
    });
  });

  it(`shows the server's error.message (InsuranceName ${FAILING_INSURANCE_NAME}) and keeps every field`, async () => {
    const user = await openManual();
    await fillAll(user, FAILING_INSURANCE_NAME);
    await user.click(screen.getByRole('button', { name: t.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DEMO_MESSAGES.insuranceNotFound);
    expect(alert).toHaveFocus();
    expect(field(t.insuranceName)).toHaveValue(FAILING_INSURANCE_NAME);
    expect(field(t.memberNumber)).toHaveValue(typedInsurance.memberNumber);
    expect(field(t.relationship)).toHaveValue('Self');
  });

  it("else the error's own message, else 'An error occurred while submitting insurance information…'", async () => {
    server.use(
      http.post(`*${API_PATHS.collectInsuranceData}`, () => HttpResponse.json({}, { status: 500 }), { once: true }),
      http.post(`*${API_PATHS.collectInsuranceData}`, () => HttpResponse.json({ IsSuccess: false }), { once: true }),
    );
    const user = await openManual();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_API_ERROR);
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(insuranceMessages.manualFailed));
  });

  it("says it is submitting, and keeps what was typed on 'Back to options'", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const user = await openManual();
    await user.type(field(t.memberNumber), 'MEM-1');
    await user.click(screen.getByRole('button', { name: copy.backToOptions }));
    expect(await heading(copy.steps.secondary)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: copy.choice.manual }));
    expect(await screen.findByLabelText(t.memberNumber, { exact: true })).toHaveValue('MEM-1');

    server.use(http.post(`*${API_PATHS.collectInsuranceData}`, async () => void (await held)));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.submitting)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
    release();
    await heading(copy.landing.heading);
  });
});
