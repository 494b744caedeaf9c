import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { config } from '@/config';
import { copy as copyMessages } from '@/copy';
import { HOSTILE_MARKUP, MESSAGE1_BY_PROVIDER, PROVIDERS } from '@/demo/providers';
import { confirmationCopy as confirmationCopyWords } from '@/screens/confirmation/copy';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { NO_SUBDOMAIN_ERROR } from '@machines/provider/rules/providerKey';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser, waitForFocus } from './support/browser';
import { portalOrigin } from './support/config';
import { expectScreen } from './support/screen';

const confirmationCopy = english(confirmationCopyWords);

const helpCopy = english(helpCopyMessages);
const deliveryCopy = english(deliveryCopyMessages);

const copy = english(copyMessages);

// The shell every provider shares: routes and message pages (spec section 2), branding, footer and
// the help dialog, on the demo build in real Chromium. Provider data is the demo-scenarios contract.
const { ProviderName: DEMO_NAME, Phone: DEMO_PHONE } = PROVIDERS.demo!;

const { openPage } = setUpBrowser();

async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').textContent()) ?? '';
}

function expectQuietPage({ pageErrors, dialogs }: PortalPage): void {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(dialogs, 'alert/confirm dialogs').toEqual([]);
}

describe('routes of spec section 2 (provider demo)', () => {
  const messagePages: { path: string; heading: string; body?: string }[] = [
    { path: '/msg/not-accepting-payments', heading: copy.notAccepting.heading },
    { path: '/msg/guarantor-locked', heading: copy.locked.heading, body: copy.locked.body(DEMO_PHONE) },
    { path: '/msg/guarantor-ib', heading: copy.invalidBalance.heading, body: copy.invalidBalance.body(DEMO_PHONE) },
    { path: '/msg/guarantor-dp', heading: copy.duplicate.heading },
    { path: '/msg/invalid-delivery', heading: copy.invalidDelivery.heading },
    { path: '/no/such/page', heading: copy.notFound.heading, body: copy.notFound.body },
  ];

  it.each(messagePages)('$path shows its message', async ({ path, heading, body }) => {
    const portal = await openPage('demo', path);
    await expectScreen(portal.page, heading);
    if (body) expect(await mainText(portal.page)).toContain(body);
    expectQuietPage(portal);
    await expectNoA11yViolations(portal.page, path);
  });

  it('the root path is the statement lookup entry page', async () => {
    const portal = await openPage('demo', '/');
    await expectScreen(portal.page, copy.home.heading);
    expectQuietPage(portal);
    await expectNoA11yViolations(portal.page, 'home');
  });

  it.each(['/payment', '/Payment'])('%s redirects to the root path', async (path) => {
    const portal = await openPage('demo', path);
    await portal.page.waitForURL(`${portalOrigin('demo')}/`);
    await expectScreen(portal.page, copy.home.heading);
    expectQuietPage(portal);
  });

  it('/help shows the five help sections and the closing line with the provider phone', async () => {
    const portal = await openPage('demo', '/help');
    await expectScreen(portal.page, helpCopy.help.title);
    const main = portal.page.locator('main');
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      helpCopy.help.sections.map((s) => s.heading),
    );
    expect(await mainText(portal.page)).toContain(helpCopy.help.closing(DEMO_PHONE));
    expectQuietPage(portal);
    await expectNoA11yViolations(portal.page, '/help');
  });
});

describe('help dialog', () => {
  it("'Need Help?' opens the help, Escape closes it and focus returns to the link", async () => {
    const portal = await openPage('demo', '/');
    const { page } = portal;
    await expectScreen(page, copy.home.heading);
    const needHelp = page.locator('footer').getByRole('button', { name: copy.needHelp, exact: true });
    await needHelp.click();

    const dialog = page.getByRole('dialog', { name: helpCopy.help.title });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      helpCopy.help.sections.map((s) => s.heading),
    );
    expect(await dialog.textContent()).toContain(helpCopy.help.closing(DEMO_PHONE));
    await expectNoA11yViolations(page, 'help dialog open');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, needHelp);
    expect(await needHelp.evaluate((el) => el === document.activeElement)).toBe(true);
    expectQuietPage(portal);
  });
});

describe('privacy and terms, and an empty confirmation', () => {
  it("'Privacy & Terms' opens its dialog, which is accessible and closes with its button", async () => {
    const portal = await openPage('demo', '/');
    const { page } = portal;
    await expectScreen(page, copy.home.heading);
    const link = page.locator('footer').getByRole('button', { name: copy.privacyTerms, exact: true });
    await link.click();
    const dialog = page.getByRole('dialog', { name: helpCopy.privacy.title });
    await dialog.waitFor();
    await expectNoA11yViolations(page, 'privacy dialog open');
    await dialog.getByRole('button', { name: copy.close, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, link);
    expectQuietPage(portal);
  });

  it('/confirmation without a payment in this tab says so and links home', async () => {
    const portal = await openPage('demo', '/confirmation');
    const { page } = portal;
    await expectScreen(page, confirmationCopy.heading);
    expect(await mainText(page)).toContain(confirmationCopy.empty);
    await expectNoA11yViolations(page, 'empty confirmation');
    expectQuietPage(portal);
  });
});

describe('providers', () => {
  it('demo: logo, provider name and footer; no paper-privacy script', async () => {
    const portal = await openPage('demo', '/');
    const { page } = portal;
    await expectScreen(page, copy.home.heading);
    const header = page.locator('header');
    expect(await header.textContent()).toContain(DEMO_NAME);
    const logo = header.locator('img');
    expect(await logo.count()).toBe(1);
    // The logo actually loads (a broken image would have no natural width).
    await logo.evaluate((img: HTMLImageElement) => img.decode());
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await logo.getAttribute('alt')).toContain(DEMO_NAME);

    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain(copy.copyright);
    expect(await footer.getByRole('button', { name: copy.privacyTerms }).count()).toBe(1);
    expect(await footer.getByRole('button', { name: copy.needHelp }).count()).toBe(1);

    expect(await page.locator(`script[src="${config.ppaScriptUrl}"]`).count()).toBe(0);
    expectQuietPage(portal);
    await expectNoA11yViolations(page, 'provider demo');
  });

  it('closed: the root redirects to the not-accepting-payments page', async () => {
    const portal = await openPage('closed', '/');
    await portal.page.waitForURL(`${portalOrigin('closed')}/msg/not-accepting-payments`);
    await expectScreen(portal.page, copy.notAccepting.heading);
    expectQuietPage(portal);
    await expectNoA11yViolations(portal.page, 'provider closed');
  });

  it('nologo: no image element in the header at all', async () => {
    const portal = await openPage('nologo', '/');
    await expectScreen(portal.page, copy.home.heading);
    expect(await portal.page.locator('header').textContent()).not.toBe('');
    expect(await portal.page.locator('header img').count()).toBe(0);
    expectQuietPage(portal);
    await expectNoA11yViolations(portal.page, 'provider nologo');
  });

  it('hostile: markup in Message1 and RefundPolicy shows as text after the delivery login and never runs', async () => {
    const portal = await openPage('hostile', '/d/D1001');
    const { page } = portal;
    await expectScreen(page, deliveryCopy.confirmInfo);
    await page.getByLabel(deliveryCopy.zip).fill('30301');
    await page.getByLabel(deliveryCopy.lastName).fill('Rivera');
    await page.getByRole('button', { name: deliveryCopy.continue }).click();
    const hostile = PROVIDERS.hostile!;
    for (const text of [MESSAGE1_BY_PROVIDER.hostile!, hostile.RefundPolicy!]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.locator('main').innerHTML()).not.toContain(HOSTILE_MARKUP);
    expect(await page.locator('img[src="x"], main script').count()).toBe(0);
    expectQuietPage(portal);
    await expectNoA11yViolations(page, 'provider hostile, guarantor view');
  });

  it('hostile: markup in provider data never runs on the entry page', async () => {
    const portal = await openPage('hostile', '/');
    const { page } = portal;
    await expectScreen(page, copy.home.heading);
    expect(await page.locator('header').textContent()).toContain(PROVIDERS.hostile!.ProviderName);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expectQuietPage(portal);
    await expectNoA11yViolations(page, 'provider hostile');
  });

  it('ppa: the paper-privacy widget script is loaded', async () => {
    const portal = await openPage('ppa', '/');
    const { page } = portal;
    await expectScreen(page, copy.home.heading);
    await page.waitForFunction(() => (window as { __ppaLoaded?: boolean }).__ppaLoaded === true);
    expect(await page.locator(`script[src="${config.ppaScriptUrl}"]`).count()).toBe(1);
    expectQuietPage(portal);
    await expectNoA11yViolations(page, 'provider ppa');
  });

  it('an unknown key: the failure is logged and the maintenance page shows, without help', async () => {
    const portal = await openPage('nosuchprovider', '/');
    const { page } = portal;
    await expectScreen(page, copy.maintenance.heading);
    expect(await mainText(page)).toContain(copy.maintenance.body);
    expect(portal.consoleMessages.some((m) => m.startsWith('error:') && m.includes('[provider]'))).toBe(true);
    expect(await page.getByRole('button', { name: copy.needHelp }).count()).toBe(0);
    expectQuietPage(portal);
    await expectNoA11yViolations(page, 'unknown provider');
  });

  it("no sub-domain: the error 'subdomain in not provided' shows, not a blank page", async () => {
    const portal = await openPage('', '/');
    const { page } = portal;
    const alert = page.getByRole('alert').filter({ hasText: NO_SUBDOMAIN_ERROR });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(NO_SUBDOMAIN_ERROR);
    expect(await page.getByRole('button', { name: copy.needHelp }).count()).toBe(0);
    expectQuietPage(portal);
    await expectNoA11yViolations(page, 'no sub-domain');
  });
});
