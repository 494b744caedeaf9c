import { describe, expect, it } from 'vitest';

import { formatMoney, i18n } from '@/i18n/i18n';
import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { english } from '@tests/support/language';

import { setUpBrowser } from './support/browser';
import { delivery, h1, signIn } from './support/delivery';
import { PHONE } from './support/language';

// The amounts and dates this file expects are the English page's (en-US): format them that way here too.
i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const guarantorCopy = english(guarantorCopyMessages);

const { openPage } = setUpBrowser();

describe('the printable statement', () => {
  it('prints the statement and none of the app around it', async () => {
    const { page } = await signIn(openPage, 'demo', 'D1001');
    await h1(page, guarantorCopy.title).waitFor();
    const statement = page.getByRole('region', { name: guarantorCopy.statement });

    // On screen the statement is hidden; the 'Print Bill' button offers it.
    await expect(statement.isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: guarantorCopy.printBill }).isVisible()).resolves.toBe(true);

    await page.emulateMedia({ media: 'print' });
    await expect(statement.isVisible()).resolves.toBe(true);
    const text = await statement.innerText();
    expect(text).toContain('Riverside Family Medicine');
    expect(text).toContain(`${guarantorCopy.billingQuestions} (555) 010-2000`);
    expect(text).toContain(`${guarantorCopy.amountDue}: ${formatMoney(delivery('D1001').guarantor.AmountDue)}`);
    expect(text).toContain('Office visit, established patient');
    // The app's chrome is not printed, and takes no room on paper either: one page, no blank ones.
    for (const chrome of ['.site-header', '.site-footer', '.payment-form']) {
      await expect(page.locator(chrome).first().isVisible(), chrome).resolves.toBe(false);
    }
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
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
