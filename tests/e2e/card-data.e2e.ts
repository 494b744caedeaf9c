import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_CARDS, WIDGET_TOKEN_PREFIX } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { confirmationCopy as confirmationCopyMessages } from '@/screens/confirmation/copy';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import { paymentMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';

import { expectNoA11yViolations, expectNotLogged, type PortalPage, setUpBrowser } from './support/browser';
import { demoState } from './support/demoState';
import {
  card,
  fields,
  fillCard,
  recordPaymentPosts,
  RIVERA,
  signIn,
  spaced,
  submitButton,
  waitForPaymentPost,
} from './support/payment';

const confirmationCopy = english(confirmationCopyMessages);
const paymentCopy = english(paymentCopyMessages);
const m = english(paymentMessages);

// Spec/architecture rule: the card number and CVV never reach storage, cookies, the URL or history,
// the console or the event trace — after an approval, a decline and a network failure, and with the
// card widget (whose post carries a token, never the card).
const CVV = '123';

const { openPage } = setUpBrowser();

interface Watched {
  portal: PortalPage;
  /** Every address the main frame showed, pushState included. */
  urls: string[];
}

async function openWatched(providerKey: string): Promise<Watched> {
  const portal = await openPage(providerKey, `/d/${RIVERA.id}`);
  const urls = [portal.page.url()];
  portal.page.on('framenavigated', (frame) => {
    if (frame === portal.page.mainFrame()) urls.push(frame.url());
  });
  await signIn(portal.page, RIVERA);
  return { portal, urls };
}

/** Everything the page keeps or says on the side, by where it was found. */
async function sideChannels({ portal, urls }: Watched): Promise<Record<string, string>> {
  const { page } = portal;
  const inPage = await page.evaluate(() => {
    const dump = (storage: Storage) => JSON.stringify(Object.fromEntries(Object.entries(storage)));
    return {
      localStorage: dump(localStorage),
      sessionStorage: dump(sessionStorage),
      cookie: document.cookie,
      historyState: JSON.stringify(history.state),
      trace: JSON.stringify(window.__portalTrace?.get() ?? null),
    };
  });
  // Addresses decoded, so '4111%201111…' counts as the number with spaces.
  const decoded = (url: string) => `${url}\n${decodeURIComponent(url.replace(/\+/g, ' '))}`;
  return {
    ...inPage,
    demoBackend: JSON.stringify(await demoState(page)),
    url: decoded(page.url()),
    history: urls.map(decoded).join('\n'),
    console: [...portal.consoleMessages, ...portal.pageErrors].join('\n'),
  };
}

/** The number with or without spaces or dashes, and the CVV as a field/value pair (bare '123' would hit anything). */
async function expectCardDataAbsent(watched: Watched, cardNumber: string): Promise<Record<string, string>> {
  const channels = await sideChannels(watched);
  const digits = cardNumber.replace(/\D/g, '');
  // Quotes may be escaped (JSON kept inside a JSON string, as in the storage dumps).
  const cvvPair = new RegExp(`card_?cvv[\\\\"']*\\s*[:=]\\s*[\\\\"']*${CVV}\\b`, 'i');
  for (const [where, text] of Object.entries(channels)) {
    expect(text.replace(/[\s-]/g, '').includes(digits), `card number in ${where}`).toBe(false);
    expect(cvvPair.test(text), `CVV in ${where}`).toBe(false);
  }
  expectNotLogged(watched.portal, [cardNumber, spaced(cardNumber)]);
  // The checks looked at something real: the trace recorded the payment and the demo API's state was read.
  expect(channels.trace).toContain('"SUBMIT"');
  expect(channels.demoBackend).toContain('"guarantors"');
  return channels;
}

function confirmationHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: confirmationCopy.heading, exact: true, includeHidden: true });
}

describe('card number and CVV stay out of storage, URLs, logs and the trace (provider demo)', () => {
  it('after an approved payment', async () => {
    const watched = await openWatched('demo');
    const { page } = watched.portal;
    const post = waitForPaymentPost(page);
    await fillCard(page, card(DEMO_CARDS.approved, { cvv: CVV }));
    await submitButton(page).click();
    // The number did go to the processor: the check below is about everywhere else.
    expect((await post).postDataJSON()).toMatchObject({ CardNumber: DEMO_CARDS.approved, CardCVV: CVV });
    await confirmationHeading(page).waitFor();
    const channels = await expectCardDataAbsent(watched, DEMO_CARDS.approved);
    expect(channels.history).toContain('/confirmation');
  });

  it('after a decline', async () => {
    const watched = await openWatched('demo');
    const { page } = watched.portal;
    await fillCard(page, card(DEMO_CARDS.declined, { cvv: CVV }));
    await submitButton(page).click();
    await page.getByText(DEMO_MESSAGES.cardDeclined, { exact: true }).waitFor();
    await expectCardDataAbsent(watched, DEMO_CARDS.declined);
  });

  it('after the network failure', async () => {
    const watched = await openWatched('demo');
    const { page } = watched.portal;
    await fillCard(page, card(DEMO_CARDS.networkError, { cvv: CVV }));
    await submitButton(page).click();
    await page.getByRole('alertdialog', { name: m.networkFailure, exact: true }).waitFor();
    const channels = await expectCardDataAbsent(watched, DEMO_CARDS.networkError);
    // The failure is logged (spec section 8: client-side errors are logged), without the request body.
    expect(channels.console).toContain('[payment] post failed');
  });
});

describe('card widget (provider widget): the stand-in for Square', () => {
  it('fills its own fields; tokenize OK posts a Token and no card data; approved → confirmation', async () => {
    const watched = await openWatched('widget');
    const { page } = watched.portal;
    const posts = recordPaymentPosts(page);
    // Our card fields give way to the widget's own, labelled, in a group.
    const widget = page.getByRole('group', { name: 'Card details' });
    await widget.waitFor();
    expect(await fields(page).number.count()).toBe(0);
    expect(await fields(page).cvv.count()).toBe(0);

    // An incomplete card: the widget says what is wrong, nothing is posted.
    await fields(page).name.fill('Maria Rivera');
    await submitButton(page).click();
    await widget.getByText('Enter a valid card number.', { exact: true }).waitFor();
    await expectNoA11yViolations(page, 'widget payment form with the widget error');

    await widget.getByLabel('Card number', { exact: true }).fill(spaced(DEMO_CARDS.approved));
    await widget
      .getByLabel('Expiration date (MM/YY)', { exact: true })
      .fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
    await widget.getByLabel('Security code (CVV)', { exact: true }).fill(CVV);
    await widget.getByLabel('Billing ZIP or postal code', { exact: true }).fill(RIVERA.zip);
    const post = waitForPaymentPost(page);
    await submitButton(page).click();
    const body = (await post).postDataJSON() as Record<string, unknown>;
    expect(String(body.Token)).toMatch(new RegExp(`^${WIDGET_TOKEN_PREFIX}`));
    for (const cardField of ['CardNumber', 'CardCVV', 'ExDateMonth', 'ExDateYear'])
      expect(body).not.toHaveProperty(cardField);
    expect(body).toMatchObject({ NameOnCard: 'Maria Rivera', DeliveryId: RIVERA.id });

    await confirmationHeading(page).waitFor();
    expect(posts).toHaveLength(1);
    await expectCardDataAbsent(watched, DEMO_CARDS.approved);
    expect(await page.getByText(paymentCopy.heading).count()).toBe(0);
  });
});
