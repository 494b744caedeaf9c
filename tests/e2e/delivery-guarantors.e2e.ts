import { describe, expect, it } from 'vitest';

import { copy as copyMessages } from '@/copy';
import { HOSTILE_MARKUP, MESSAGE1_BY_PROVIDER, PROVIDERS } from '@/demo/providers';
import { guarantorCopy as guarantorCopyWords } from '@/screens/guarantor/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser } from './support/browser';
import { delivery, deliveryUrl, expectQuietPage, expectValidatedView, h1, region, signIn } from './support/delivery';

const guarantorCopy = english(guarantorCopyWords);
const paymentCopy = english(paymentCopyWords);

const copy = english(copyMessages);

// The delivery-link scenarios of the demo contract (/work/shared/demo-scenarios.md, "Delivery links")
// beyond D1001 and D1002, in real Chromium on the demo build: the message pages shown in place, the
// other guarantors, and the hostile, widget and nologo providers.
const { openPage } = setUpBrowser();
const demo = PROVIDERS.demo!;

describe('message pages shown in place (the address bar keeps /d/{id})', () => {
  const cases = [
    { id: 'D1003', heading: copy.locked.heading, body: copy.locked.body(demo.Phone) },
    { id: 'D1004', heading: copy.invalidBalance.heading, body: copy.invalidBalance.body(demo.Phone) },
    { id: 'D1005', heading: copy.duplicate.heading, body: null },
  ];

  it.each(cases)('$id: $heading', async ({ id, heading, body }) => {
    const portal = await signIn(openPage, 'demo', id);
    const { page } = portal;
    await h1(page, heading).waitFor();
    if (body) expect(await page.locator('main').textContent()).toContain(body);
    expect(page.url()).toBe(deliveryUrl('demo', id));
    expectQuietPage(portal);
    await expectNoA11yViolations(page, `${id} message page`);
  });
});

describe('other guarantors', () => {
  it('D1006: the validated view with the full-or-partial amount label', async () => {
    const portal = await signIn(openPage, 'demo', 'D1006');
    await expectValidatedView(portal.page, delivery('D1006').guarantor.AmountDue);
    expect(await portal.page.getByLabel(paymentCopy.amountFullOrPartial, { exact: true }).count()).toBe(1);
    expectQuietPage(portal);
  });

  it("D1007: nothing due, so the amount field reads 'Enter Payment Amount'", async () => {
    const portal = await signIn(openPage, 'demo', 'D1007');
    const { page } = portal;
    await h1(page, guarantorCopy.title).waitFor();
    await page.getByLabel(paymentCopy.amountEnter, { exact: true }).waitFor();
    expect(await page.getByLabel(paymentCopy.amountFullOrPartial, { exact: true }).count()).toBe(0);
    expect(await region(page, guarantorCopy.amountDue).count()).toBe(0);
    await expectNoA11yViolations(page, 'D1007 validated view');
    expectQuietPage(portal);
  });

  it("D1008: a Canadian postal code ('K1A 0B1') validates", async () => {
    const g = delivery('D1008').guarantor;
    expect(g.Zip).toBe('K1A 0B1');
    const portal = await signIn(openPage, 'demo', 'D1008');
    await expectValidatedView(portal.page, g.AmountDue);
    await expectNoA11yViolations(portal.page, 'D1008 validated view');
    expectQuietPage(portal);
  });
});

describe('providers', () => {
  it('hostile: Message1, RefundPolicy and LegalText show as literal text and never run', async () => {
    const portal = await signIn(openPage, 'hostile', 'D1001');
    const { page } = portal;
    const hostile = PROVIDERS.hostile!;
    await expectValidatedView(page, delivery('D1001').guarantor.AmountDue);
    await page.getByText(MESSAGE1_BY_PROVIDER.hostile!, { exact: true }).waitFor();
    expect(
      await region(page, guarantorCopy.refundPolicy).getByText(hostile.RefundPolicy!, { exact: true }).count(),
    ).toBe(1);
    expect(await region(page, paymentCopy.heading).getByText(hostile.LegalText!, { exact: true }).count()).toBe(1);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => [...document.scripts].some((s) => s.textContent.includes('alert(1)')))).toBe(
      false,
    );
    expect(await page.locator('main').innerHTML()).not.toContain(HOSTILE_MARKUP);
    expectQuietPage(portal);
    expect(portal.dialogs).toEqual([]);
  });

  it.each(['widget', 'nologo'])('%s: the delivery link reaches the validated view', async (key) => {
    const portal = await signIn(openPage, key, 'D1001');
    const { page } = portal;
    await expectValidatedView(page, delivery('D1001').guarantor.AmountDue);
    await region(page, paymentCopy.heading).waitFor();
    if (key === 'nologo') expect(await page.locator('header img').count()).toBe(0);
    expect(page.url()).toBe(deliveryUrl(key, 'D1001'));
    expectQuietPage(portal);
  });
});
