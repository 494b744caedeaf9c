import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { copy as copyMessages } from '@/copy';
import { PROVIDERS } from '@/demo/providers';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { formatMoney } from '@/i18n/i18n';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import {
  guarantorCopy as guarantorCopyWords,
  paymentOptionCopy as paymentOptionCopyWords,
  quickPayCopy as quickPayCopyWords,
} from '@/screens/guarantor/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { formatDate } from '@/ui/format';
import {
  confirmInfoMessages as confirmInfoMessagesMessages,
  deliveryMessages as deliveryMessagesMessages,
  quickPayMessages as quickPayMessagesMessages,
} from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser, waitForFocus } from './support/browser';
import { portalOrigin } from './support/config';
import {
  confirmInfo,
  delivery,
  deliveryUrl,
  expectQuietPage,
  expectValidatedView,
  h1,
  region,
  signIn,
} from './support/delivery';
import { apiPath } from './support/network';

const guarantorCopy = english(guarantorCopyWords);
const paymentOptionCopy = english(paymentOptionCopyWords);
const quickPayCopy = english(quickPayCopyWords);
const paymentCopy = english(paymentCopyWords);

const deliveryCopy = english(deliveryCopyMessages);

const quickPayMessages = english(quickPayMessagesMessages);

const deliveryMessages = english(deliveryMessagesMessages);

const confirmInfoMessages = english(confirmInfoMessagesMessages);

const copy = english(copyMessages);

// The delivery link in real Chromium on the demo build: confirm info, D1001's validated view and
// D1002's quick-pay. The other scenarios of the contract: delivery-guarantors.e2e.ts.
const { openPage } = setUpBrowser();
const demo = PROVIDERS.demo!;

describe('confirm info (D1001)', () => {
  const { LastName, Zip } = delivery('D1001').guarantor;

  it('the form is accessible and each required-field rule shows its alert', async () => {
    const portal = await openPage('demo', '/d/D1001');
    const { page } = portal;
    await h1(page, deliveryCopy.confirmInfo).waitFor();
    await expectNoA11yViolations(page, 'confirm info');

    const cases = [
      { zip: '', lastName: LastName, alert: confirmInfoMessages.zipRequired },
      { zip: Zip, lastName: '', alert: confirmInfoMessages.lastNameRequired },
      { zip: '3030', lastName: LastName, alert: confirmInfoMessages.zipInvalid },
    ];
    for (const { zip, lastName, alert } of cases) {
      await confirmInfo(page, zip, lastName);
      await page.getByRole('alert').filter({ hasText: alert }).waitFor();
      expect(await page.getByRole('alert').allTextContents()).toEqual([alert]);
    }
    await expectNoA11yViolations(page, 'confirm info with a rule alert');
    expect(page.url()).toBe(deliveryUrl('demo', 'D1001'));
    expectQuietPage(portal);
  });

  it("checks the link once, beside the provider's call rather than after it (issue 34)", async () => {
    // The provider's answer is held until the check is asked for (30 s at most, against a hang), so the
    // order shows whatever the machine's speed: a check that waited for the answer would come after it.
    const { page } = await openPage('demo', '/d/D1001', 'production', async (tab) => {
      const isCheck = apiPath(API_PATHS.validateDelivery);
      const checkAsked = tab
        .waitForRequest((request) => isCheck(new URL(request.url())), { timeout: 30_000 })
        .catch(() => null);
      await tab.route(apiPath(API_PATHS.getProvider), async (route) => {
        await checkAsked;
        await route.continue();
      });
    });
    await h1(page, deliveryCopy.confirmInfo).waitFor();
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map(({ name, startTime, responseEnd }) => ({ path: new URL(name).pathname, startTime, responseEnd })),
    );
    const provider = calls.filter((call) => call.path === API_PATHS.getProvider);
    const check = calls.filter((call) => call.path === API_PATHS.validateDelivery);
    expect(provider).toHaveLength(1);
    expect(check).toHaveLength(1);
    // Asked before the provider's answer came: one round trip to the form, not two.
    expect(check[0]!.startTime).toBeLessThan(provider[0]!.responseEnd);
  });

  it('a wrong last name keeps what was typed and shows the server message; the third try locks', async () => {
    const portal = await openPage('demo', '/d/D1001');
    const { page } = portal;
    const zipField = page.getByLabel(deliveryCopy.zip, { exact: true });
    const nameField = page.getByLabel(deliveryCopy.lastName, { exact: true });

    for (const wrong of ['Wrong', 'Wronger']) {
      // Wait for this try's answer: the first alert would satisfy the second round's wait too.
      const answered = page.waitForResponse(
        (r) => new URL(r.url()).pathname === API_PATHS.validateGuarantorForDelivery,
      );
      await confirmInfo(page, Zip, wrong);
      await answered;
      const alert = page.getByRole('alert').filter({ hasText: DEMO_MESSAGES.noGuarantorMatch });
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain(deliveryMessages.validationFailed);
      expect(text).toContain(DEMO_MESSAGES.noGuarantorMatch);
      expect(await zipField.inputValue()).toBe(Zip);
      expect(await nameField.inputValue()).toBe(wrong);
    }
    await expectNoA11yViolations(page, 'confirm info with the server refusal');

    await confirmInfo(page, Zip, 'Wrongest');
    await h1(page, copy.locked.heading).waitFor();
    expect(await page.locator('main').textContent()).toContain(copy.locked.body(demo.Phone));
    expect(page.url()).toBe(deliveryUrl('demo', 'D1001'));
    expectQuietPage(portal);
  });

  it('an unknown delivery id goes to msg/invalid-delivery', async () => {
    const portal = await openPage('demo', '/d/D9999');
    await portal.page.waitForURL(`${portalOrigin('demo')}/msg/invalid-delivery`);
    await h1(portal.page, copy.invalidDelivery.heading).waitFor();
    expectQuietPage(portal);
    await expectNoA11yViolations(portal.page, 'invalid delivery');
  });
});

describe('D1001: the validated view', () => {
  const seed = delivery('D1001');
  const g = seed.guarantor;

  it('shows amount, message, visits, payments, the form and the account blocks, without a payment plan', async () => {
    const portal = await signIn(openPage, 'demo', 'D1001');
    const { page } = portal;
    await expectValidatedView(page, g.AmountDue);
    expect(page.url()).toBe(deliveryUrl('demo', 'D1001'));
    await page.getByText(g.Message1!, { exact: true }).waitFor();

    // Grouped by patient, then by location, in the server's order.
    const visits = region(page, guarantorCopy.encounters);
    const patients = [...new Set(g.Details.map((e) => e.PatientFirstName))];
    expect(patients.length).toBe(2);
    expect(await visits.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      patients.map(guarantorCopy.patient),
    );
    const locations = patients.flatMap((p) => [
      ...new Set(g.Details.filter((e) => e.PatientFirstName === p).map((e) => e.Location)),
    ]);
    expect(new Set(locations).size).toBe(2);
    expect(await visits.getByRole('heading', { level: 4 }).allTextContents()).toEqual(
      locations.map(guarantorCopy.location),
    );

    const recent = region(page, guarantorCopy.recentPayments);
    const rows = recent.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    for (const [i, p] of g.RecentPayments.entries()) {
      expect(await rows.nth(i).locator('td').allTextContents()).toEqual([
        formatDate(p.DateProcessed),
        formatMoney(p.PaymentAmount),
      ]);
    }

    const form = region(page, paymentCopy.heading);
    expect(await form.getByLabel(paymentCopy.amountFullOrPartial, { exact: true }).count()).toBe(1);
    expect(await form.getByText(demo.LegalText!, { exact: true }).count()).toBe(1);
    expect(await page.getByText(paymentOptionCopy.title).count()).toBe(0);
    expect(await page.getByRole('button', { name: paymentOptionCopy.paymentPlan }).count()).toBe(0);

    const mail = (await region(page, guarantorCopy.mailChecksTo).textContent()) ?? '';
    for (const part of [demo.ProviderName, demo.ProviderAddress1, demo.ProviderCity, demo.ProviderZip])
      expect(mail).toContain(part);
    expect(await region(page, guarantorCopy.yourGuarantorId).textContent()).toContain(g.PGuarantorId);
    expect(await region(page, guarantorCopy.refundPolicy).textContent()).toContain(demo.RefundPolicy);
    expectQuietPage(portal);
    await expectNoA11yViolations(page, 'D1001 validated view');

    // IsIC: the prompt and its link to the insurance screens.
    const update = region(page, guarantorCopy.updateInfoPrompt);
    await update.getByRole('link', { name: guarantorCopy.updateInfoButton, exact: true }).click();
    await page.waitForURL(`${portalOrigin('demo')}/insurance`);
  });

  it("'Details' opens 'Service Detail' with sub-lines, total and plans; 'Close' returns focus", async () => {
    const portal = await signIn(openPage, 'demo', 'D1001');
    const { page } = portal;
    await expectValidatedView(page, g.AmountDue);
    const visit = g.Details.find((e) => e.Detail?.some((line) => line.SubDetail?.length))!;
    const lines = visit.Detail!;
    const withSub = lines.find((line) => line.SubDetail?.length)!;
    const subLines = withSub.SubDetail!;

    const details = page.getByRole('button', { name: guarantorCopy.detailsFor(formatDate(visit.Date)), exact: true });
    await details.click();
    const dialog = page.getByRole('dialog', { name: guarantorCopy.serviceDetail, exact: true });
    await dialog.waitFor();
    const bodyRows = dialog.locator('tbody tr');
    expect(await bodyRows.count()).toBe(lines.length);
    expect(await dialog.getByRole('columnheader').allTextContents()).toEqual([
      guarantorCopy.date,
      guarantorCopy.description,
      guarantorCopy.amount,
    ]);
    const dialogText = (await dialog.textContent()) ?? '';
    expect(dialogText).toContain(guarantorCopy.total(visit.Balance));
    expect(dialogText).toContain(guarantorCopy.insurancePlans(visit.InsurancePlansOnFile!));

    await dialog.getByRole('button', { name: guarantorCopy.showDetail, exact: true }).click();
    const hide = dialog.getByRole('button', { name: guarantorCopy.hideDetail, exact: true });
    await hide.waitFor();
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    expect(await bodyRows.count()).toBe(lines.length + subLines.length);
    for (const sub of subLines) {
      expect(await dialog.getByRole('row').filter({ hasText: sub.Description }).first().textContent()).toContain(
        formatMoney(sub.Amount),
      );
    }
    await expectNoA11yViolations(page, 'Service Detail dialog, sub-lines shown');

    await hide.click();
    await dialog.getByRole('button', { name: guarantorCopy.showDetail, exact: true }).waitFor();
    expect(await bodyRows.count()).toBe(lines.length);

    await dialog.getByRole('button', { name: guarantorCopy.close, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, details);
    expectQuietPage(portal);
  });
});

describe('D1002: quick-pay', () => {
  const g = delivery('D1002').guarantor;

  it("shows 'Remaining Balance Due' and the one-click payment with its confirm dialog", async () => {
    const portal = await signIn(openPage, 'demo', 'D1002');
    const { page } = portal;
    await h1(page, quickPayCopy.remainingBalance).waitFor();
    expect(await page.locator('main').textContent()).toContain(formatMoney(g.AmountDue));
    const submit = page.getByRole('button', {
      name: quickPayCopy.submit(g.DefaultPaymentAmount!),
      exact: true,
    });
    await submit.waitFor();
    await expectNoA11yViolations(page, 'quick-pay view');

    await submit.click();
    const confirm = page.getByRole('alertdialog', {
      name: quickPayMessages.confirm(g.DefaultPaymentAmount!),
      exact: true,
    });
    await confirm.waitFor();
    await expectNoA11yViolations(page, 'quick-pay confirm dialog');
    await confirm.getByRole('button', { name: quickPayCopy.no, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(page.url()).toBe(deliveryUrl('demo', 'D1002'));
    expectQuietPage(portal);
  });
});
