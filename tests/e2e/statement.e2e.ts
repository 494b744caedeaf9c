import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { formatMoney, i18n } from '@/i18n/i18n';
import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { formatDate } from '@/ui/format';
import { english } from '@tests/support/language';

import { setUpBrowser } from './support/browser';
import { delivery, h1, signIn } from './support/delivery';
import { PHONE } from './support/language';

// The amounts and dates this file expects are the English page's (en-US): format them that way here too.
i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const guarantorCopy = english(guarantorCopyMessages);

const { openPage } = setUpBrowser();

/** From here on, what the page holds each time it starts printing: the statement's text and lines, and the chrome shown. */
function recordPrints(page: Page) {
  return page.evaluate(() => {
    const prints: { text: string; lines: number; chromeShown: boolean }[] = [];
    (window as unknown as { prints: typeof prints }).prints = prints;
    matchMedia('print').addEventListener('change', (event) => {
      if (!event.matches) return;
      const statement = document.querySelector<HTMLElement>('.printable-statement');
      prints.push({
        text: statement?.innerText ?? '',
        lines: statement?.querySelectorAll('tbody tr').length ?? 0,
        chromeShown: [...document.querySelectorAll('.site-header, .site-footer, .payment-form')].some((el) =>
          el.checkVisibility(),
        ),
      });
    });
  });
}
const prints = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { prints: { text: string; lines: number; chromeShown: boolean }[] }).prints,
  );
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

describe('the printable statement', () => {
  it('prints the statement and none of the app around it', async () => {
    const { page } = await signIn(openPage, 'demo', 'D1001');
    await h1(page, guarantorCopy.title).waitFor();
    const statement = page.getByRole('region', { name: guarantorCopy.statement });

    // On screen the statement is hidden, its lines not even drawn (issue 47); the 'Print Bill' button offers it.
    await expect(statement.isVisible()).resolves.toBe(false);
    await expect(statement.locator('tbody tr').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: guarantorCopy.printBill }).isVisible()).resolves.toBe(true);

    // Printing as the browser prints (page.pdf: its `beforeprint`, the print layout, its `afterprint`).
    await recordPrints(page);
    const pdf = await page.pdf({ format: 'Letter' });
    const [printed] = await prints(page);
    expect(printed!.lines).toBe(delivery('D1001').guarantor.Details.flatMap((visit) => visit.Detail ?? []).length);
    expect(printed!.text).toContain('Riverside Family Medicine');
    expect(printed!.text).toContain(`${guarantorCopy.billingQuestions} (555) 010-2000`);
    expect(printed!.text).toContain(
      `${guarantorCopy.amountDue}: ${formatMoney(delivery('D1001').guarantor.AmountDue)}`,
    );
    expect(printed!.text).toContain('Office visit, established patient');
    // The app's chrome is not printed, and takes no room on paper either: one page, no blank ones.
    expect(printed!.chromeShown).toBe(false);
    expect(pdfPages(pdf)).toBe(1);
    // Once printed, the lines leave the page again.
    await expect.poll(() => statement.locator('tbody tr').count()).toBe(0);
  });

  it("prints every one of a 2,000-visit bill's 4,000 detail lines (D1010, issue 47)", async () => {
    const { page } = await signIn(openPage, 'demo', 'D1010');
    await h1(page, guarantorCopy.title).waitFor();
    await recordPrints(page);
    const pdf = await page.pdf({ format: 'Letter' });
    const [printed] = await prints(page);
    expect(printed!.lines).toBe(4000);
    const last = delivery('D1010').guarantor.Details.at(-1)!.Detail!.at(-1)!;
    expect(printed!.text).toContain(`${formatDate(last.Date)}\t${last.Description}\t${formatMoney(last.Amount)}`);
    // 4,000 lines do not fit a few pages: the print holds them all, not the first screenful.
    expect(pdfPages(pdf)).toBeGreaterThan(60);
  });
});

describe('on a phone', () => {
  it('the Service Detail dialog keeps every amount in view at 390 px wide', async () => {
    const { page } = await signIn(openPage, 'demo', 'D1001');
    await page.setViewportSize(PHONE);
    await h1(page, guarantorCopy.title).waitFor();
    await page
      .getByRole('button', { name: /^Details/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: guarantorCopy.serviceDetail });
    await dialog.getByRole('button', { name: guarantorCopy.showDetail }).first().click();
    const fits = await dialog.evaluate((d) => {
      const box = d.getBoundingClientRect();
      const amounts = [...d.querySelectorAll('td.amount, th.amount')].map((cell) => cell.getBoundingClientRect());
      return d.scrollWidth <= d.clientWidth && amounts.length > 0 && amounts.every((a) => a.right <= box.right);
    });
    expect(fits).toBe(true);
  });
});
