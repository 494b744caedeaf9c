import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { copy as copyWords } from '@/copy';
import { PROVIDER_CONTENT } from '@/demo/providerContent';
import { HOSTILE_MARKUP, PROVIDERS } from '@/demo/providers';
import { DEMO_CARDS } from '@/demo/scenarioValues';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { guarantorCopy as guarantorWords } from '@/screens/guarantor/copy';
import { helpCopy as helpWords } from '@/ui/helpCopy';
import { portalTaglines } from '@machines/provider/rules/providerContent';
import { inLanguage, type TestLanguage } from '@tests/support/language';

import { expectNoA11yViolations, type PortalPage, setUpBrowser, waitForFocus } from './support/browser';
import { delivery, expectQuietPage } from './support/delivery';
import { IDENTIFIER_LABEL, LOOKUPS } from './support/lookup';
import { card, errorBox, payWith, RIVERA, signInAnyLanguage } from './support/payment';

// Issue 48 on the production bundle (build:e2e serves the demo's content files at
// VITE_PROVIDER_CONTENT_URL): the footer's 'Language assistance' (HHS Section 1557) for a provider with a
// content file (`demo`), one with markup in it (`hostile`) and one without (`bank`); and the provider's
// own texts marked with their language on the bill (WCAG 3.1.2), the page's version where the content
// gives one. The dialog's Spanish is checked by both rule engines in accessibility-dialogs.e2e.ts, its
// layout in reflow.e2e.ts; WebKit and Firefox: tests/engines/journeys/language-assistance.journey.ts.
const { openPage } = setUpBrowser();
const demo = PROVIDER_CONTENT.demo!;
const withLang = (path: string, lang: TestLanguage) => `${path}?lang=${lang}`;

interface Shown {
  lang: string;
  dir: string;
  /** The direction the browser lays it out in (the `dir` attribute's effect, not only its presence). */
  direction: string;
  text: string;
}

/** Opens the footer's 'Language assistance' and waits for its taglines (the content loads with the view). */
async function openLanguageAssistance(page: Page, lang: TestLanguage): Promise<{ dialog: Locator; opener: Locator }> {
  const name = inLanguage(lang, copyWords).languageAssistance;
  const opener = page.locator('footer').getByRole('button', { name, exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: inLanguage(lang, helpWords).languageAssistance.title, exact: true });
  await dialog.locator('.taglines li').first().waitFor();
  return { dialog, opener };
}

/** Each tagline as shown: its lang, dir, the direction it is laid out in, its text. */
function taglines(dialog: Locator): Promise<Shown[]> {
  return dialog.locator('.taglines li').evaluateAll((items) =>
    items.map((li) => ({
      lang: li.getAttribute('lang') ?? '',
      dir: li.getAttribute('dir') ?? '',
      direction: getComputedStyle(li).direction,
      text: li.textContent ?? '',
    })),
  );
}

/** A text element's language and text. */
async function marked(element: Locator): Promise<{ lang: string | null; text: string }> {
  await element.waitFor();
  return { lang: await element.getAttribute('lang'), text: (await element.textContent()) ?? '' };
}

/**
 * Where each of `parts` of a tagline's text is drawn, left edge in CSS px (the first box of its range):
 * a phone number's parts left to right read it as written, whatever the tagline's direction.
 */
function partsAt(tagline: Locator, parts: readonly string[]): Promise<number[]> {
  return tagline.evaluate((li, wanted) => {
    const text = li.textContent ?? '';
    const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
    const nodes: { node: Text; start: number }[] = [];
    let offset = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: offset });
      offset += node.textContent?.length ?? 0;
    }
    return wanted.map((part) => {
      const at = text.indexOf(part);
      const { node, start } = nodes.findLast((n) => n.start <= at)!;
      const range = document.createRange();
      range.setStart(node, at - start);
      range.setEnd(node, at - start + part.length);
      return range.getClientRects()[0]?.left ?? Number.NaN;
    });
  }, parts);
}

const pageLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const noticeOf = (dialog: Locator) => dialog.locator('section[aria-labelledby="nondiscrimination-title"] p');
const contactOf = (dialog: Locator) => dialog.locator('.language-assistance > p').first();

describe.each(['en', 'es'] as const)("'Language assistance' of provider demo (lang=%s)", (lang) => {
  const words = inLanguage(lang, helpWords).languageAssistance;
  const { Phone } = PROVIDERS.demo!;

  it('each tagline in its language and direction (Arabic right to left), phone, TTY 711, the notice in the page’s language', async () => {
    const portal = await openPage('demo', withLang('/', lang));
    const { page } = portal;
    const { dialog, opener } = await openLanguageAssistance(page, lang);
    expect(await pageLang(page)).toBe(lang);
    expect(await taglines(dialog)).toEqual(
      demo.taglines.map(({ lang: tag, text }) => {
        const dir = tag === 'ar' ? 'rtl' : 'ltr';
        return { lang: tag, dir, direction: dir, text };
      }),
    );
    // The phone in the Arabic tagline reads as written: '010' left of '2000' (not '2000-010').
    const [exchange, line] = await partsAt(dialog.locator('.taglines li[lang="ar"]'), ['010', '2000']);
    expect(exchange!, "the Arabic tagline's phone number drawn left to right").toBeLessThan(line!);
    const contact = await contactOf(dialog).textContent();
    expect(contact).toContain(words.call(Phone));
    expect(contact).toContain(words.tty('711'));
    await dialog.getByRole('heading', { level: 3, name: words.nondiscrimination, exact: true }).waitFor();
    expect(await marked(noticeOf(dialog))).toEqual({ lang, text: demo.nondiscrimination[lang] });
    // Spanish: both rule engines in accessibility-dialogs.e2e.ts.
    if (lang === 'en') await expectNoA11yViolations(page, 'language assistance dialog (en)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page, opener);
    expectQuietPage(portal);
  });
});

describe("'Language assistance' of other providers", () => {
  it('hostile: its markup shows as text (no img or script made, nothing run)', async () => {
    const portal = await openPage('hostile', '/');
    const { dialog } = await openLanguageAssistance(portal.page, 'en');
    const hostile = PROVIDER_CONTENT.hostile!;
    const shown = await taglines(dialog);
    expect(shown.map((t) => t.text)).toEqual(hostile.taglines.map((t) => t.text));
    for (const tagline of shown) expect(tagline.text).toContain(HOSTILE_MARKUP);
    expect((await marked(noticeOf(dialog))).text).toBe(hostile.nondiscrimination.en);
    expect(await dialog.locator('img, script').count(), 'elements made from the markup').toBe(0);
    expect(await portal.page.locator('img[src="x"]').count(), 'images made from the markup').toBe(0);
    expectQuietPage(portal);
  });

  it("bank (no content file), on a Spanish page: the portal's sentence in English and Spanish, each marked, with the phone", async () => {
    const portal = await openPage('bank', withLang('/', 'es'));
    const { dialog } = await openLanguageAssistance(portal.page, 'es');
    const { Phone } = PROVIDERS.bank!;
    expect(await taglines(dialog)).toEqual(
      portalTaglines(Phone).map(({ lang, text }) => ({ lang, dir: 'ltr', direction: 'ltr', text })),
    );
    for (const { text } of portalTaglines(Phone)) expect(text).toContain(Phone);
    // No TTY and no notice without a content file: the phone alone.
    expect(await contactOf(dialog).textContent()).toBe(inLanguage('es', helpWords).languageAssistance.call(Phone));
    expect(await noticeOf(dialog).count()).toBe(0);
    expectQuietPage(portal);
  });
});

/** Opens the bill of D1001 on `providerKey` in `lang` and signs in on confirm-info (Rivera / 30301). */
async function openBill(providerKey: string, lang: TestLanguage): Promise<PortalPage> {
  const portal = await openPage(providerKey, withLang(`/d/${RIVERA.id}`, lang));
  await signInAnyLanguage(portal.page, RIVERA);
  return portal;
}

const PROVIDER_TEXT = {
  LegalText: '.payment-form .legal-text',
  RefundPolicy: 'section[aria-labelledby="refund-policy-title"] .provider-text',
  Message1: 'p.card.provider-text',
} as const;
type TextName = keyof typeof PROVIDER_TEXT;

/** The bill's provider texts as shown now, each with its lang. */
async function providerTexts(page: Page): Promise<Record<TextName, { lang: string | null; text: string }>> {
  const entries = await Promise.all(
    Object.entries(PROVIDER_TEXT).map(
      async ([name, selector]) => [name, await marked(page.locator(selector))] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<TextName, { lang: string | null; text: string }>;
}

describe("the provider's texts marked with their language on the bill (D1001, WCAG 3.1.2)", () => {
  const { Message1 } = delivery(RIVERA.id).guarantor;

  it('bank, /d/D1001?lang=es (no content file): the English LegalText, refund policy and Message1 are lang="en" inside the Spanish page', async () => {
    const portal = await openBill('bank', 'es');
    const { page } = portal;
    expect(await pageLang(page)).toBe('es');
    const { LegalText, RefundPolicy } = PROVIDERS.bank!;
    expect(await providerTexts(page)).toEqual({
      LegalText: { lang: 'en', text: LegalText },
      RefundPolicy: { lang: 'en', text: RefundPolicy },
      Message1: { lang: 'en', text: Message1 },
    });
    expectQuietPage(portal);
  });

  it("demo, ?lang=es: the content's Spanish LegalText and refund policy (lang es), Message1 as written (en); switched to English, the English texts", async () => {
    const portal = await openBill('demo', 'es');
    const { page } = portal;
    expect(await pageLang(page)).toBe('es');
    await page
      .getByRole('heading', { level: 2, name: inLanguage('es', guarantorWords).refundPolicy, exact: true })
      .waitFor();
    const spanishTexts = demo.texts.es;
    expect(await providerTexts(page)).toEqual({
      LegalText: { lang: 'es', text: spanishTexts.LegalText },
      RefundPolicy: { lang: 'es', text: spanishTexts.RefundPolicy },
      Message1: { lang: 'en', text: Message1 },
    });

    // The header's switch: the page and the provider's texts change language in place.
    await page.locator('nav.language-switch button[lang="en"]').click();
    await expect.poll(() => pageLang(page)).toBe('en');
    const { LegalText, RefundPolicy } = PROVIDERS.demo!;
    await expect
      .poll(() => providerTexts(page))
      .toEqual({
        LegalText: { lang: 'en', text: LegalText },
        RefundPolicy: { lang: 'en', text: RefundPolicy },
        Message1: { lang: 'en', text: Message1 },
      });
    expectQuietPage(portal);
  });

  it('demo, ?lang=es: what the provider or its billing system wrote elsewhere is marked too (visit descriptions, the printed statement, a refusal)', async () => {
    const { page } = await openBill('demo', 'es');
    const [visit] = delivery(RIVERA.id).guarantor.Details;
    const detailsWords = inLanguage('es', guarantorWords);
    await page.locator('.visits tbody button').first().click();
    const dialog = page.getByRole('dialog', { name: detailsWords.serviceDetail, exact: true });
    await expect(marked(dialog.locator('td span[lang]').first())).resolves.toEqual({
      lang: 'en',
      text: visit!.Detail![0]!.Description,
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The printed statement: its lines' descriptions, and the legal text in the content's Spanish.
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    const statement = page.locator('.printable-statement');
    await expect(statement.locator('td[lang]').first().getAttribute('lang')).resolves.toBe('en');
    // (On screen the statement is hidden: read as the printer will.)
    await expect(
      statement.locator('.provider-text').evaluate((p) => ({ lang: p.getAttribute('lang'), text: p.textContent })),
    ).resolves.toEqual({ lang: 'es', text: demo.texts.es.LegalText });
    await page.evaluate(() => dispatchEvent(new Event('afterprint')));

    // The server's refusal of a card, as delivered (English) inside the Spanish page.
    await payWith(page, card(DEMO_CARDS.declined), 'es');
    await expect(marked(errorBox(page).locator('span[lang]'))).resolves.toEqual({
      lang: 'en',
      text: DEMO_MESSAGES.cardDeclined,
    });
  });

  it("demo, / ?lang=es: the provider's label for the account number is lang en, on its field and quoted in the submit-time alert", async () => {
    const { page } = await openPage('demo', withLang('/', 'es'));
    const label = page.locator('label[for="field-identifier"]');
    await expect(marked(label)).resolves.toEqual({ lang: 'en', text: IDENTIFIER_LABEL });
    // The field keeps its accessible name.
    await page.getByLabel(IDENTIFIER_LABEL, { exact: true }).fill('  ');
    await page.locator('#field-lastName').fill(LOOKUPS.rivera.lastName);
    await page.locator('#field-zipCode').fill(LOOKUPS.rivera.zip);
    await page.locator('form button[type="submit"]:enabled').click();
    // 'Please enter the Account Number' in Spanish, the label as written.
    const alert = page.getByRole('alertdialog');
    await expect(marked(alert.locator('span[lang]'))).resolves.toEqual({ lang: 'en', text: IDENTIFIER_LABEL });
    await expect(pageLang(page)).resolves.toBe('es');
  });
});
