import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { copy as copyMessages } from '@/copy';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser } from './support/browser';
import { portalOrigin } from './support/config';
import {
  card,
  confirmationHeading,
  fields,
  fillCard,
  holdPosts,
  paymentHeading,
  payWith,
  recordPaymentPosts,
  RIVERA,
  signIn,
  submitButton,
} from './support/payment';

const deliveryCopy = english(deliveryCopyMessages);
const paymentCopy = english(paymentCopyMessages);

const copy = english(copyMessages);

// One click, one charge (spec section 4; the double-charge complaint in the architecture notes):
// double clicks, double Enter, the waiting modal, and the 24-hour duplicate rule. Provider demo, D1001.
const { openPage } = setUpBrowser();

async function openForm(): Promise<PortalPage> {
  const portal = await openPage('demo', `/d/${RIVERA.id}`);
  await signIn(portal.page, RIVERA);
  return portal;
}

describe('a guarantor is never charged twice', () => {
  it("double-clicking 'Submit Payment' posts once", async () => {
    const { page } = await openForm();
    const posts = recordPaymentPosts(page);
    await fillCard(page, card());
    await submitButton(page).dblclick();
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
  });

  it('pressing Enter twice quickly posts once', async () => {
    const { page } = await openForm();
    const posts = recordPaymentPosts(page);
    await fillCard(page, card());
    await fields(page).zip.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
  });

  it('the waiting modal shows while the post is in flight (axe-clean), then the confirmation', async () => {
    const { page } = await openForm();
    const posts = recordPaymentPosts(page);
    const release = await holdPosts(page, API_PATHS.processPayment);
    await payWith(page, card());
    const modal = page.getByRole('dialog', { name: paymentCopy.processingTitle, exact: true });
    await modal.waitFor();
    expect(await modal.getByRole('status').textContent()).toBe(paymentCopy.processingBody);
    await expectNoA11yViolations(page, 'waiting modal');
    // Escape must not close it while the payment is being posted.
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await release();
    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
  });

  it('a second payment by the same guarantor within 24 h is refused: the duplicate page after re-validating', async () => {
    const { page } = await openForm();
    await payWith(page, card());
    await confirmationHeading(page).waitFor();
    // The same tab (the demo backend's state is this tab's) follows the link again.
    await page.goto(`${portalOrigin('demo')}/d/${RIVERA.id}`);
    await page.getByLabel(deliveryCopy.zip, { exact: true }).fill(RIVERA.zip);
    await page.getByLabel(deliveryCopy.lastName, { exact: true }).fill(RIVERA.lastName);
    await page.getByRole('button', { name: deliveryCopy.continue, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: copy.duplicate.heading, exact: true }).waitFor();
    expect(page.url()).toBe(`${portalOrigin('demo')}/d/${RIVERA.id}`);
    expect(await paymentHeading(page).count()).toBe(0);
    await expectNoA11yViolations(page, 'duplicate-payment page');
  });
});
