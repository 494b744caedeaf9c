import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { copy as copyMessages } from '@/copy';
import { FAILING_EMAIL } from '@/demo/scenarioValues';
import { notificationCopy as notificationCopyMessages } from '@/screens/notification/copy';
import { notificationMessages as notificationMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser } from './support/browser';
import { portalOrigin } from './support/config';
import { h1 } from './support/delivery';
import { holdPosts } from './support/payment';

const notificationCopy = english(notificationCopyMessages);

const notificationMessages = english(notificationMessagesMessages);

const copy = english(copyMessages);

// 'Change Your Notification Method' (/change/{id}) on the demo build: D1001 of the demo contract;
// FAILING_EMAIL makes the save fail.
const { openPage } = setUpBrowser();

function expectQuietPage({ pageErrors, dialogs }: PortalPage): void {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(dialogs, 'alert/confirm dialogs').toEqual([]);
}

async function openForm(): Promise<PortalPage> {
  const portal = await openPage('demo', '/change/D1001');
  await h1(portal.page, notificationCopy.heading).waitFor();
  await emailField(portal.page).waitFor();
  return portal;
}

const emailField = (page: Page) => page.getByLabel(notificationCopy.emailLabel, { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: notificationCopy.save, exact: true });

describe('notification change (/change/D1001)', () => {
  it("'Save Changes' is disabled while empty; an address without '@' is refused", async () => {
    const portal = await openForm();
    const { page } = portal;
    expect(await saveButton(page).isDisabled()).toBe(true);
    await expectNoA11yViolations(page, 'notification change, empty');

    await emailField(page).fill('maria.example.com');
    expect(await saveButton(page).isEnabled()).toBe(true);
    await saveButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: notificationMessages.invalidEmail });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(notificationMessages.invalidEmail);
    expect(await emailField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await emailField(page).inputValue()).toBe('maria.example.com');
    await expectNoA11yViolations(page, 'notification change, invalid e-mail');

    await emailField(page).fill('');
    expect(await saveButton(page).isDisabled()).toBe(true);
    expectQuietPage(portal);
  });

  it("a good address shows 'One moment please', then 'Thank You'", async () => {
    const portal = await openForm();
    const { page } = portal;
    await emailField(page).fill('maria.new@example.com');
    // The save is held until the saving state has been seen (it would last only the demo latency).
    const release = await holdPosts(page, API_PATHS.changeDeliveryMethod);
    await saveButton(page).click();
    await page.waitForFunction(
      (saving) =>
        [...document.querySelectorAll('main [role="status"]')].some((el) => el.textContent.includes(saving)) &&
        document.querySelector<HTMLButtonElement>('main button[type="submit"]')?.disabled === true &&
        document.querySelector<HTMLInputElement>('main input[type="email"]')?.disabled === true,
      notificationCopy.saving,
    );
    await release();

    const thanks = page.getByRole('heading', { level: 2, name: notificationCopy.thankYou, exact: true });
    await thanks.waitFor();
    expect(await page.locator('main').textContent()).toContain(notificationCopy.saved);
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await emailField(page).count()).toBe(0);
    await expectNoA11yViolations(page, 'notification change, saved');
    expectQuietPage(portal);
  });

  it(`a refused save (${FAILING_EMAIL}) shows the failure and keeps the address`, async () => {
    const portal = await openForm();
    const { page } = portal;
    await emailField(page).fill(FAILING_EMAIL);
    await saveButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: notificationMessages.failure });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(notificationMessages.failure);
    expect(await emailField(page).inputValue()).toBe(FAILING_EMAIL);
    expect(await emailField(page).getAttribute('aria-invalid')).toBeNull();
    expect(await saveButton(page).isEnabled()).toBe(true);
    await expectNoA11yViolations(page, 'notification change, refused');
    expectQuietPage(portal);
  });

  it('an unknown delivery id goes to msg/invalid-delivery', async () => {
    const portal = await openPage('demo', '/change/D9999');
    await portal.page.waitForURL(`${portalOrigin('demo')}/msg/invalid-delivery`);
    await h1(portal.page, copy.invalidDelivery.heading).waitFor();
    expectQuietPage(portal);
    await expectNoA11yViolations(portal.page, 'notification change, invalid link');
  });
});
