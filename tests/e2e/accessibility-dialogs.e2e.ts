import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { copy as copyWords } from '@/copy';
import { autopayCopy as autopayWords } from '@/screens/confirmation/copy';
import { quickPayCopy as quickPayWords } from '@/screens/guarantor/copy';
import { paymentCopy as paymentWords } from '@/screens/guarantor/payment/copy';
import { sessionCopy as sessionWords } from '@/screens/session/copy';
import { paymentMessages as paymentMessageWords } from '@machines/rules/messages';
import { inLanguage, type TestLanguage } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser, waitForFocus } from './support/browser';
import { delivery } from './support/delivery';
import { expectOnlyDialogReachable } from './support/dialogs';
import { inject } from './support/faults';
import { LOOKUPS } from './support/lookup';
import { card, fields, fillCard, RIVERA, submitButton } from './support/payment';

// Every dialog in Spanish (the link's ?lang=), checked by axe-core and IBM Equal Access, and modal as
// WCAG 2.4.3/2.1.2 want it: only the dialog is reachable (tests/e2e/support/dialogs.ts) and focus goes
// back where it was when it closes. Being modal does not depend on the language, and each dialog's
// English is checked by both engines in its flow's file (shell: help, privacy; language-assistance:
// its dialog; lookup: its alert; delivery: Service Detail, quick-pay confirm; session: the warning;
// payment: the network alert; faults: the repost question; autopay: offer, enabled, reminder), so one
// language here keeps the run inside its budget. The screens behind: accessibility-screens.e2e.ts.
const { openPage } = setUpBrowser();
const LANGUAGES: TestLanguage[] = ['es'];
const withLang = (path: string, lang: TestLanguage) => `${path}?lang=${lang}`;

async function signInTo(id: string, lang: TestLanguage, before?: (page: Page) => Promise<void>): Promise<PortalPage> {
  const portal = await openPage('demo', withLang(`/d/${id}`, lang), 'production', before);
  const { LastName, Zip } = delivery(id).guarantor;
  await portal.page.locator('input[name="zipCode"]').fill(Zip);
  await portal.page.locator('input[name="lastName"]').fill(LastName);
  await portal.page.locator('form button[type="submit"]').click();
  return portal;
}

/** The dialog is accessible and alone; it closes (by the page behind's click, or `close`); focus returns to `opener`. */
async function checkDialog(page: Page, dialog: Locator, label: string, opener: Locator, close: () => Promise<void>) {
  await dialog.waitFor();
  await expectNoA11yViolations(page, label);
  if (await expectOnlyDialogReachable(page, dialog)) await close();
  await dialog.waitFor({ state: 'detached' });
  await waitForFocus(page, opener);
  expect(await page.locator('[inert]').count(), 'inert left after the dialog closed').toBe(0);
}

describe.each(LANGUAGES)('dialogs (%s)', (lang) => {
  const copy = inLanguage(lang, copyWords);
  const payment = inLanguage(lang, paymentWords);
  const autopay = inLanguage(lang, autopayWords);

  it("'Need Help?', 'Privacy & Terms' and 'Language assistance'", async () => {
    const { page } = await openPage('demo', withLang('/', lang));
    // `ready`: what loads with the dialog (the provider's taglines, the Arabic one right to left).
    for (const [name, label, ready] of [
      [copy.needHelp, 'help dialog', null],
      [copy.privacyTerms, 'privacy dialog', null],
      [copy.languageAssistance, 'language assistance dialog', '.taglines li[lang="ar"][dir="rtl"]'],
    ] as const) {
      const opener = page.locator('footer').getByRole('button', { name, exact: true });
      await opener.click();
      const dialog = page.getByRole('dialog');
      if (ready) await dialog.locator(ready).waitFor();
      await checkDialog(page, dialog, `${label} (${lang})`, opener, () => page.keyboard.press('Escape'));
    }
  });

  it("the statement lookup's failure alert", async () => {
    const { page } = await openPage('demo', withLang('/', lang));
    await page.locator('input[name="identifier"]').fill(LOOKUPS.rivera.identifier);
    await page.locator('input[name="lastName"]').fill('Wrong');
    await page.locator('input[name="zipCode"]').fill(LOOKUPS.rivera.zip);
    const submit = page.locator('form button[type="submit"]');
    await submit.click();
    const alert = page.getByRole('alertdialog');
    await checkDialog(page, alert, `lookup failure alert (${lang})`, submit, () =>
      alert.getByRole('button').last().click(),
    );
  });

  it('Service Detail on the bill', async () => {
    const { page } = await signInTo(RIVERA.id, lang);
    const details = page.locator('td button.button.secondary').first();
    await details.click();
    const dialog = page.getByRole('dialog');
    await checkDialog(page, dialog, `Service Detail (${lang})`, details, () => page.keyboard.press('Escape'));
  });

  it('the quick-pay confirmation (D1002)', async () => {
    const { page } = await signInTo('D1002', lang);
    const amount = delivery('D1002').guarantor.DefaultPaymentAmount!;
    const pay = page.getByRole('button', { name: inLanguage(lang, quickPayWords).submit(amount), exact: true });
    await pay.click();
    await checkDialog(page, page.getByRole('alertdialog'), `quick-pay confirm (${lang})`, pay, () =>
      page.keyboard.press('Escape'),
    );
  });

  it('the session warning, two minutes before the end', async () => {
    const { page } = await signInTo(RIVERA.id, lang, (p) => p.clock.install());
    const email = fields(page, lang).email;
    await email.focus();
    await page.clock.fastForward('28:01');
    const warning = page.getByRole('alertdialog');
    const stay = warning.getByRole('button', { name: inLanguage(lang, sessionWords).staySignedIn, exact: true });
    await checkDialog(page, warning, `session warning (${lang})`, email, () => stay.click());
  });

  it('the network-failure alert, then the repost question', async () => {
    const { page } = await signInTo(RIVERA.id, lang);
    const heal = await inject(page, API_PATHS.processPayment, 'dropped connection');
    await fillCard(page, card(), fields(page, lang));
    const submit = submitButton(page, lang);
    await submit.click();
    const alert = page.getByRole('alertdialog', { name: inLanguage(lang, paymentMessageWords).networkFailure });
    await checkDialog(page, alert, `network-failure alert (${lang})`, submit, () =>
      alert.getByRole('button', { name: payment.ok, exact: true }).click(),
    );
    await heal();

    await fillCard(page, card(), fields(page, lang));
    await submit.click();
    const question = page.getByRole('alertdialog', { name: payment.repostTitle, exact: true });
    await checkDialog(page, question, `repost question (${lang})`, submit, () =>
      question.getByRole('button', { name: payment.repostCancel, exact: true }).click(),
    );
  });

  /** Pays as D1001 and waits for the autopay offer; returns the offer and the confirmation's heading. */
  async function payForTheOffer(): Promise<{ page: Page; offer: Locator; heading: Locator }> {
    const { page } = await signInTo(RIVERA.id, lang);
    await fillCard(page, card(), fields(page, lang));
    await submitButton(page, lang).click();
    const offer = page.getByRole('dialog', { name: autopay.offerTitle, exact: true });
    await offer.waitFor();
    return { page, offer, heading: page.getByRole('heading', { level: 1, includeHidden: true }) };
  }

  it('the autopay offer, then its declined reminder', async () => {
    const { page, offer, heading } = await payForTheOffer();
    await offer.getByRole('button', { name: autopay.noThanks, exact: true }).click();
    const reminder = page.getByRole('dialog', { name: autopay.reminderTitle, exact: true });
    await checkDialog(page, reminder, `autopay declined reminder (${lang})`, heading, () =>
      reminder.getByRole('button', { name: autopay.close, exact: true }).click(),
    );
  });

  it('the autopay offer (a click behind it would close it: left out), then Autopay Enabled', async () => {
    const { page, offer, heading } = await payForTheOffer();
    await expectNoA11yViolations(page, `autopay offer (${lang})`);
    await expectOnlyDialogReachable(page, offer, { clickBehind: false });
    await offer.getByLabel(autopay.amountLabel, { exact: true }).fill('30');
    await offer.getByRole('button', { name: autopay.enroll, exact: true }).click();
    const enabled = page.getByRole('dialog', { name: autopay.enabledTitle, exact: true });
    await checkDialog(page, enabled, `autopay enabled (${lang})`, heading, () =>
      enabled.getByRole('button', { name: autopay.closeWindow, exact: true }).click(),
    );
  });
});
