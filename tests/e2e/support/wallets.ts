import type { Page } from 'playwright-core';

/** Defines Apple's ApplePaySession before the page loads, as Safari has it (a `beforeNavigation` of openPage). */
export async function withApplePay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { ApplePaySession: object }).ApplePaySession = { canMakePayments: () => true };
  });
}
