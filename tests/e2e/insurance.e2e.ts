import { describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import { LOCAL_SESSION_ID_KEY, TOKEN_KEY, TOKEN_TIMESTAMP_KEY } from '@/api/session';
import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { insuranceCopy } from '@/screens/insurance/copy';
import { insuranceMessages as insuranceMessageWords } from '@machines/insurance/rules/insuranceMessages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser, waitForFocus } from './support/browser';
import { portalOrigin } from './support/config';
import { expectQuietPage, h1 } from './support/delivery';
import {
  button,
  expectMarker,
  field,
  interceptFileChoosers,
  openHubFromD1001,
  smallImage,
  stepButton,
  tabTo,
  traceText,
} from './support/insurance';
import { RIVERA, signIn } from './support/payment';
import { expectTraceReplays } from './support/replay';

const guarantorCopy = english(guarantorCopyMessages);
const copy = english(insuranceCopy);
const insuranceMessages = english(insuranceMessageWords);

// The insurance and contact update flow (/insurance) on the demo build, reached from D1001's
// 'Yes, update my information' (demo-scenarios.md, "Insurance").
const { openPage } = setUpBrowser();

describe('insurance flow (/insurance)', () => {
  it("from D1001's link: the hub, the guarantor step prefilled and saved", async () => {
    const portal = await openHubFromD1001(openPage);
    const { page } = portal;
    expect(page.url()).toBe(`${portalOrigin('demo')}/insurance`);
    for (const step of ['guarantor', 'primary', 'secondary'] as const) await expectMarker(page, step, false);
    await expectNoA11yViolations(page, 'insurance landing');

    await stepButton(page, 'guarantor').click();
    await h1(page, copy.steps.guarantor).waitFor();
    await field(page, copy.guarantor.firstName).waitFor();
    expect(await field(page, copy.guarantor.streetAddress).inputValue()).toBe('1420 Peachtree St NE');
    expect(await field(page, copy.guarantor.state).inputValue()).toBe('GA');
    await expectNoA11yViolations(page, 'guarantor step');

    await field(page, copy.guarantor.city).fill('Decatur');
    await field(page, copy.guarantor.mobile).fill('(555) 010-4001');
    const post = page.waitForRequest((r) => new URL(r.url()).pathname === API_PATHS.collectData);
    await button(page, copy.guarantor.continue).click();
    expect((await post).postDataJSON()).toMatchObject({
      City: 'Decatur',
      State: 'GA',
      Mobile: '(555) 010-4001',
      GuarantorFirstName: 'Maria',
      DocumentType: 'GuarantorData',
      PageNumber: 1,
      EntryMethod: 1,
    });
    await h1(page, copy.landing.heading).waitFor();
    await expectMarker(page, 'guarantor', true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), LOCAL_SESSION_ID_KEY)).toMatch(/^SES-/);
    // What was typed stays out of the event trace.
    const trace = await traceText(page);
    for (const typed of ['Decatur', '010-4001', 'Peachtree']) expect(trace).not.toContain(typed);
    expect(trace).toContain('CHOOSE_STEP');
    await expectTraceReplays(page, ['insurance', 'guarantorStep']);
    expectQuietPage(portal);
  });

  // A session that runs out on its own clock ends on the way in (tests/e2e/session.e2e.ts); here the
  // server stops taking the token first (its clock is ahead, or it revoked the token).
  it('a 401 on the guarantor save: the session alert, with what was typed kept', async () => {
    const portal = await openHubFromD1001(openPage);
    const { page } = portal;
    await page.route(`**${API_PATHS.collectData}`, (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'expired' }) }),
    );
    await stepButton(page, 'guarantor').click();
    await field(page, copy.guarantor.city).fill('Decatur');
    await button(page, copy.guarantor.continue).click();

    const alert = page.getByRole('alertdialog', { name: copy.sessionExpired.heading });
    await alert.waitFor();
    expect(await alert.textContent()).toContain(insuranceMessages.unauthorized);
    expect(await alert.getByRole('link', { name: copy.logInAgain }).getAttribute('href')).toBe('/d/D1001');
    await expectNoA11yViolations(page, 'guarantor step, session alert');
    await alert.getByRole('button', { name: copy.sessionAlertOk }).click();
    await waitForFocus(page, button(page, copy.guarantor.continue));
    expect(await field(page, copy.guarantor.city).inputValue()).toBe('Decatur');
    expectQuietPage(portal);

    // Without a token, /insurance says the session expired, with the way back to the link.
    await page.evaluate(
      (keys: string[]) => keys.forEach((key) => sessionStorage.removeItem(key)),
      [TOKEN_KEY, TOKEN_TIMESTAMP_KEY],
    );
    await page.reload();
    await h1(page, copy.sessionExpired.heading).waitFor();
    expect(await page.getByRole('link', { name: copy.logInAgain }).getAttribute('href')).toBe('/d/D1001');
  });

  it("without a guarantor token: 'Session Expired', and the way back is the root", async () => {
    const portal = await openPage('demo', '/insurance');
    const { page } = portal;
    await h1(page, copy.sessionExpired.heading).waitFor();
    expect(await page.locator('main').textContent()).toContain(copy.sessionExpired.body);
    await expectNoA11yViolations(page, 'session expired');
    await page.getByRole('link', { name: copy.logInAgain }).click();
    await page.waitForURL(`${portalOrigin('demo')}/`);
    expectQuietPage(portal);
  });

  it('the whole flow works by keyboard alone', async () => {
    const portal = await openPage('demo', '/d/D1001');
    const { page } = portal;
    interceptFileChoosers(page);
    await signIn(page, RIVERA);
    await page.getByRole('link', { name: guarantorCopy.updateInfoButton }).focus();
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.landing.heading));

    await tabTo(page, stepButton(page, 'guarantor'));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.steps.guarantor));
    await tabTo(page, field(page, copy.guarantor.phone));
    await page.keyboard.type('(555) 010-4000');
    await tabTo(page, button(page, copy.guarantor.continue));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.landing.heading));
    await expectMarker(page, 'guarantor', true);

    await tabTo(page, stepButton(page, 'primary'));
    await page.keyboard.press('Enter');
    await tabTo(page, button(page, copy.choice.upload));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.upload.heading('primary')));
    for (const [side, file] of [
      [copy.upload.front, 'front.png'],
      [copy.upload.back, 'back.png'],
    ] as const) {
      await tabTo(page, button(page, side));
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles(smallImage(file));
      // The news takes the focus once the front is up; Tab goes on from there.
      if (side === copy.upload.front)
        await waitForFocus(page, page.locator('.upload-status').filter({ hasText: copy.upload.frontDone }));
    }
    await waitForFocus(page, h1(page, copy.landing.heading));
    await expectMarker(page, 'primary', true);

    await tabTo(page, stepButton(page, 'secondary'));
    await page.keyboard.press('Enter');
    await tabTo(page, button(page, copy.choice.manual));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.manual.heading('secondary')));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Aetna'); // Insurance Name, the first field
    await tabTo(page, field(page, copy.manual.relationship));
    await page.keyboard.press('ArrowDown'); // Self
    await tabTo(page, button(page, copy.manual.submit));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.landing.heading));
    await expectMarker(page, 'secondary', true);

    await tabTo(page, button(page, copy.landing.done));
    await page.keyboard.press('Enter');
    await waitForFocus(page, h1(page, copy.thankYou));
    expectQuietPage(portal);
  });
});
