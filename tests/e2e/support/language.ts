import type { Page } from 'playwright-core';

import { DELIVERIES } from '@/demo/deliveries';
import { CHEN_ENCOUNTERS, RIVERA_ENCOUNTERS } from '@/demo/encounters';
import { MESSAGE1_BY_PROVIDER, PROVIDERS } from '@/demo/providers';
import { DEMO_MESSAGES } from '@/demo/serverMessages';

/** Every string of a value, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The provider's and the server's own text in the demo data (names, addresses, Message1, LegalText,
 * RefundPolicy, ErrorMessage, ErrorDescription, encounter descriptions): shown as delivered, in any
 * language (docs/decisions.md), so the English check leaves it alone.
 */
export const DELIVERED_TEXT: readonly string[] = [
  ...new Set(
    stringsOf([PROVIDERS, MESSAGE1_BY_PROVIDER, DELIVERIES, RIVERA_ENCOUNTERS, CHEN_ENCOUNTERS, DEMO_MESSAGES]),
  ),
]
  .filter((text) => /[A-Za-z]{3}/.test(text))
  .sort((a, b) => b.length - a.length);

/**
 * Words the portal wrote that are still plain English on the page: visible text nodes, accessible
 * names (aria-label, alt, title, placeholder) and the document's title. In the pseudo-locale every
 * word of the portal is accented, so a run of three plain ASCII letters is English left behind.
 * Skipped: text delivered by the provider or the server (`delivered`, plus the demo data), text
 * marked as another language (`lang`, e.g. the switch's 'English'), and the support code.
 */
export async function englishLeft(page: Page, delivered: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [document.title];
    const pageLang = document.documentElement.lang;
    const skipped = (el: Element | null) =>
      !!el?.closest(`.support-code-value, [lang]:not([lang="${pageLang}"]), script, style, noscript`);
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && !skipped(parent) && (visible(parent) || parent.closest('.visually-hidden'))) out.push(text);
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder], [aria-roledescription]',
    )) {
      if (skipped(el)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'])
        if (el.getAttribute(name)) out.push(el.getAttribute(name)!);
    }
    return out;
  });
  const known = [...delivered, ...DELIVERED_TEXT].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    const rest = known.reduce((left, part) => left.split(part).join(' '), text);
    return /[A-Za-z]{3}/.test(rest);
  });
}

/** A phone the walks run on: text a third longer must still fit its width. */
export const PHONE = { width: 390, height: 844 } as const;

/** How far the page, or an open dialog (which scrolls on its own), scrolls sideways: 0 when all fits. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      ...[document.documentElement, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(
        (el) => el.scrollWidth - el.clientWidth,
      ),
    ),
  );
}

/** The widths the pseudo-locale walks check: WCAG 1.4.10's 320 CSS px, and the phone they run on. */
export const PHONE_WIDTHS = [320, PHONE.width] as const;

/**
 * sidewaysOverflow at each of PHONE_WIDTHS, by width: the viewport is resized, not reloaded (a resize
 * costs milliseconds), and left at the phone's width.
 */
export async function sidewaysAtPhoneWidths(page: Page): Promise<Record<number, number>> {
  const height = page.viewportSize()?.height ?? PHONE.height;
  const overflow: Record<number, number> = {};
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height });
    overflow[width] = await sidewaysOverflow(page);
  }
  return overflow;
}

/** What sidewaysAtPhoneWidths gives when everything fits: 0 px at every width. */
export const FITS_EVERY_PHONE: Record<number, number> = Object.fromEntries(PHONE_WIDTHS.map((width) => [width, 0]));
