// The visits `npm run bench:traces` sends and loads, recorded from the portal itself: the production
// bundle built for the browser tests (dist-e2e, whose traces go to the demo API's store) in Debian's
// headless Chromium. Each visit is a fresh guarantor in a fresh context; every batch the page posts to
// the trace URL (while open, and the beacon when it leaves) is kept as sent, not re-made.
import type { BrowserContext, Page } from 'playwright-core';

import { DELIVERIES } from '@/demo/deliveries';
import { DEMO_TRACE_PATH } from '@/demo/traces';
import { confirmationCopy as confirmationMessages } from '@/screens/confirmation/copy';
import { guarantorCopy as guarantorMessages } from '@/screens/guarantor/copy';
import { insuranceCopy as insuranceMessages } from '@/screens/insurance/copy';
import { launchChromium } from '@tests/e2e/support/chromium';
import { card, fillCard, RIVERA, signIn, submitButton } from '@tests/e2e/support/payment';
import { english } from '@tests/support/language';

export const VISIT_KINDS = ['card payment', 'insurance update', '2,000-visit bill'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** One recorded visit: the bodies its page posted, in the order they were sent. */
export interface RecordedVisit {
  kind: VisitKind;
  bodies: string[];
}

const confirmationCopy = english(confirmationMessages);
const guarantorCopy = english(guarantorMessages);
const copy = english(insuranceMessages);
/** Against hangs only: a step waits for what the page shows, never for a time. */
const WAIT_MS = 20_000;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** D1001 pays its balance with the approved card. */
async function cardPayment(page: Page): Promise<void> {
  await signIn(page, RIVERA);
  await fillCard(page, card());
  await submitButton(page).click();
  await page
    .getByRole('heading', { level: 1, name: confirmationCopy.heading, exact: true, includeHidden: true })
    .waitFor();
}

/** D1001 updates the guarantor's details, then adds a secondary insurance by hand. */
async function insuranceUpdate(page: Page): Promise<void> {
  await signIn(page, RIVERA);
  await page.getByRole('link', { name: guarantorCopy.updateInfoButton, exact: true }).click();
  await h1(page, copy.landing.heading).waitFor();
  await page.getByRole('button', { name: copy.steps.guarantor }).click();
  await field(page, copy.guarantor.city).fill('Decatur');
  await field(page, copy.guarantor.mobile).fill('(555) 010-4001');
  await button(page, copy.guarantor.continue).click();
  await h1(page, copy.landing.heading).waitFor();
  await page.getByRole('button', { name: copy.steps.secondary }).click();
  await button(page, copy.choice.manual).click();
  await h1(page, copy.manual.heading('secondary')).waitFor();
  const typed: [string, string][] = [
    [copy.manual.insuranceName, 'Aetna'],
    [copy.manual.planAddress1, '151 Farmington Ave'],
    [copy.manual.planCity, 'Hartford'],
    [copy.manual.planZipCode, '06156'],
    [copy.manual.groupNumber, 'GRP-2231'],
    [copy.manual.subscriberNumber, 'SUB-88213'],
    [copy.manual.memberNumber, 'MEM-55120'],
    [copy.manual.subscriberFirstName, 'Maria'],
    [copy.manual.subscriberLastName, 'Rivera'],
  ];
  for (const [label, value] of typed) await field(page, label).fill(value);
  await field(page, copy.manual.planState).selectOption('CT');
  await field(page, copy.manual.relationship).selectOption('Self');
  await button(page, copy.manual.submit).click();
  await h1(page, copy.landing.heading).waitFor();
}

/** D1010 (2,000 visits) opens its bill, reads the first visit's detail and types an amount. */
async function longBill(page: Page): Promise<void> {
  const seed = DELIVERIES.find((d) => d.DeliveryId === 'D1010')!;
  await signIn(page, { id: seed.DeliveryId, lastName: seed.guarantor.LastName, zip: seed.guarantor.Zip });
  await page.getByRole('button', { name: guarantorCopy.details }).first().click();
  const detail = page.getByRole('dialog');
  await detail.waitFor();
  await page.keyboard.press('Escape');
  await detail.waitFor({ state: 'detached' });
  await page.locator('#payment-amount').fill('25.00');
}

const VISITS: Record<VisitKind, { path: string; walk: (page: Page) => Promise<void> }> = {
  'card payment': { path: '/d/D1001', walk: cardPayment },
  'insurance update': { path: '/d/D1001', walk: insuranceUpdate },
  '2,000-visit bill': { path: '/d/D1010', walk: longBill },
};

/** Walks `kind` in a fresh context and leaves the page; resolves once the leaving beacon has arrived. */
async function record(context: BrowserContext, origin: string, kind: VisitKind): Promise<RecordedVisit> {
  const bodies: string[] = [];
  let left: () => void = () => undefined;
  const leaving = new Promise<void>((done) => (left = done));
  await context.route(`**${DEMO_TRACE_PATH}`, (route) => {
    const body = route.request().postData();
    if (route.request().method() === 'POST' && body) {
      bodies.push(body);
      if ((JSON.parse(body) as { reason: string }).reason === 'hidden') left();
    }
    return route.fallback();
  });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  await page.goto(`${origin}${VISITS[kind].path}`);
  await VISITS[kind].walk(page);
  // Leaving as a phone does when the guarantor switches apps: the page turns hidden and its last flush
  // goes as a beacon (reason 'hidden'). (Playwright sees no beacon sent from a page being unloaded.)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    leaving,
    new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error(`${kind}: no beacon within ${WAIT_MS} ms of leaving`)), WAIT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  return { kind, bodies };
}

/** The three visits, recorded on the portal served at `origin` (serve-prod with dist-e2e). */
export async function recordVisits(origin: string): Promise<RecordedVisit[]> {
  const browser = await launchChromium();
  try {
    const visits: RecordedVisit[] = [];
    for (const kind of VISIT_KINDS) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        visits.push(await record(context, origin, kind));
      } finally {
        await context.close();
      }
    }
    return visits;
  } finally {
    await browser.close();
  }
}
