import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { PROVIDERS } from '@/demo/providers';
import { SSO_EXPIRED, SSO_OK, SSO_SAVED_CARD } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import {
  autopayCopy as autopayCopyWords,
  confirmationCopy as confirmationCopyWords,
} from '@/screens/confirmation/copy';
import { guarantorCopy as guarantorCopyWords, quickPayCopy as quickPayCopyWords } from '@/screens/guarantor/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { lookupCopy as lookupCopyMessages } from '@/screens/lookup/copy';
import { ssoCopy as ssoCopyMessages } from '@/screens/sso/copy';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser } from './support/browser';
import { portalOrigin } from './support/config';
import { h1, sideChannels } from './support/lookup';
import { dropConnection } from './support/network';
import { card, fields, fillCard, holdPosts, recordPaymentPosts, submitButton } from './support/payment';
import { expectTraceReplays } from './support/replay';

const autopayCopy = english(autopayCopyWords);
const confirmationCopy = english(confirmationCopyWords);
const guarantorCopy = english(guarantorCopyWords);
const quickPayCopy = english(quickPayCopyWords);
const paymentCopy = english(paymentCopyWords);

const ssoCopy = english(ssoCopyMessages);

const lookupCopy = english(lookupCopyMessages);

// Staff-assisted entry /apgt/{tokenId} (spec sections 2, 4, 6, 8; demo-scenarios "Single sign-on"
// plus the added SSO-CARD), provider demo, in real Chromium on the demo build.
const DEMO = PROVIDERS.demo!;
const { openPage } = setUpBrowser();

/** Client-side navigation, so what the page patched before (held or failing requests) stays in place. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function finishAtConfirmation(page: Page): Promise<void> {
  await page.waitForURL(`${portalOrigin('demo')}/confirmation`);
  const offer = page.getByRole('dialog', { name: autopayCopy.offerTitle, exact: true });
  await offer.waitFor();
  await page.keyboard.press('Escape');
  await offer.waitFor({ state: 'detached' });
  await h1(page, confirmationCopy.heading).waitFor();
}

/** The token must never be kept or told anywhere but the address it came in. */
async function expectTokenOnlyInUrl(portal: PortalPage, token: string, traced = 'xstate.done.actor.validateSso') {
  const channels = await sideChannels(portal.page, [...portal.consoleMessages, ...portal.pageErrors]);
  for (const [where, text] of Object.entries(channels))
    if (where !== 'url') expect(text.includes(token), `token in ${where}`).toBe(false);
  // The checks looked at something real: the trace recorded the answer.
  expect(channels.trace).toContain(traced);
  // The round trip (issue 10): the recorded trace replays to the same states.
  await expectTraceReplays(portal.page, ['sso']);
}

describe('single sign-on', () => {
  it('shows nothing of the flow until the answer, then SSO-OK pays with a read-only amount and AdminTokenId', async () => {
    const portal = await openPage('demo', '/');
    const { page } = portal;
    const release = await holdPosts(page, API_PATHS.validateBySso);
    await goTo(page, `/apgt/${SSO_OK}`);
    await page.getByRole('status').filter({ hasText: ssoCopy.checking }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await page.locator('main form').count()).toBe(0);
    await expectNoA11yViolations(page, 'staff-assisted entry while checking');
    await release();

    await h1(page, guarantorCopy.title).waitFor();
    const amount = page.getByLabel(paymentCopy.amountReadOnly, { exact: true });
    expect(await amount.getAttribute('readonly')).not.toBeNull();
    expect(await amount.inputValue()).toBe('$245.50');
    expect(await page.getByLabel(paymentCopy.amountFullOrPartial).count()).toBe(0);
    // The session's provider is the current provider: its name and phone are on the page.
    expect(await page.locator('header').innerText()).toContain(DEMO.ProviderName);
    await expectNoA11yViolations(page, 'staff-assisted bill');

    const posts = recordPaymentPosts(page);
    await fillCard(page, card());
    await submitButton(page).click();
    await finishAtConfirmation(page);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toMatchObject({
      AdminTokenId: SSO_OK,
      PaymentAmount: 245.5,
      GuarantorId: 'G1001',
    });
    await expectTokenOnlyInUrl(portal, SSO_OK);
  });

  it('SSO-CARD: staff get no quick-pay; the saved card pays with AdminTokenId', async () => {
    const portal = await openPage('demo', `/apgt/${SSO_SAVED_CARD}`);
    const { page } = portal;
    await h1(page, guarantorCopy.title).waitFor();
    expect(await page.getByRole('heading', { name: quickPayCopy.remainingBalance }).count()).toBe(0);
    const saved = page.getByRole('radio', { name: paymentCopy.savedCard('4242', '12/29'), exact: true });
    expect(await saved.isChecked()).toBe(true);
    expect(await fields(page).amount.getAttribute('readonly')).not.toBeNull();
    const posts = recordPaymentPosts(page);
    await submitButton(page).click();
    await finishAtConfirmation(page);
    expect(posts[0]!.postDataJSON()).toMatchObject({ AdminTokenId: SSO_SAVED_CARD, PaymentAccountId: 'pa_1' });
    await expectTokenOnlyInUrl(portal, SSO_SAVED_CARD);
  });

  it.each([
    [SSO_EXPIRED, DEMO_MESSAGES.ssoExpired],
    ['NO-SUCH-TOKEN', DEMO_MESSAGES.ssoInvalid],
  ])('%s: the problem heading with ErrorDescription beneath it', async (token, description) => {
    const portal = await openPage('demo', `/apgt/${token}`);
    const { page } = portal;
    await h1(page, ssoCopy.problemHeading).waitFor();
    expect(await page.locator('main').innerText()).toContain(description);
    expect(await submitButton(page).count()).toBe(0);
    await expectNoA11yViolations(page, `SSO ${token}`);
    await expectTokenOnlyInUrl(portal, token);
  });

  it('a failed request is logged, and the page says the payment cannot be taken and what to do', async () => {
    const portal = await openPage('demo', '/');
    const { page } = portal;
    await h1(page, lookupCopy.heading).waitFor();
    // The connection drops for ValidateBySso2 only (the demo backend answers everything else).
    await dropConnection(page, API_PATHS.validateBySso);
    await goTo(page, '/apgt/SSO-DROPPED');
    await h1(page, ssoCopy.problemHeading).waitFor();
    expect(await page.locator('main').innerText()).toContain(ssoCopy.failedBody);
    expect(portal.consoleMessages.some((line) => line.startsWith('error: [sso] validation failed'))).toBe(true);
    await expectNoA11yViolations(page, 'SSO request failed');
    await expectTokenOnlyInUrl(portal, 'SSO-DROPPED', 'xstate.error.actor.validateSso');
  });
});
