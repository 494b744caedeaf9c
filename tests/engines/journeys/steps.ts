// Steps the journeys share, written once against the driver interface (tests/engines/driver.ts).
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { confirmationCopy as confirmationCopyMessages } from '@/screens/confirmation/copy';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import type { CardEntry, DeliveryLogin } from '@tests/e2e/support/payment';
import { english } from '@tests/support/language';

import { type EngineDriver, until } from '../driver';

export const deliveryCopy = english(deliveryCopyMessages);
export const paymentCopy = english(paymentCopyMessages);
export const confirmationCopy = english(confirmationCopyMessages);
export const DECLINED = DEMO_MESSAGES.cardDeclined;

/** Waits until the page's <main> shows `text`; gives back the whole text it read. */
export function waitForText(driver: EngineDriver, text: string, selector = 'main'): Promise<string> {
  return until(
    `'${text}' in ${selector}`,
    () => driver.readText(selector),
    (read) => read.includes(text),
  );
}

/** Signs in on the confirm-info page of `/d/{id}` (already open) and waits for the payment form. */
export async function signIn(driver: EngineDriver, who: DeliveryLogin): Promise<void> {
  await waitForText(driver, deliveryCopy.confirmInfo, 'body');
  await driver.fillByLabel(deliveryCopy.zip, who.zip);
  await driver.fillByLabel(deliveryCopy.lastName, who.lastName);
  await driver.pressButton(deliveryCopy.continue);
  await waitForText(driver, paymentCopy.heading);
}

/** Fills the card fields of the payment form, by their English labels. */
export async function fillCard(driver: EngineDriver, entry: CardEntry): Promise<void> {
  await driver.fillByLabel(paymentCopy.nameOnCard, entry.name);
  await driver.fillByLabel(paymentCopy.cardNumber, entry.number);
  await driver.choose(paymentCopy.expMonth, entry.month);
  await driver.choose(paymentCopy.expYear, entry.year);
  await driver.fillByLabel(paymentCopy.cvv, entry.cvv);
  await driver.fillByLabel(paymentCopy.billingZip, entry.zip);
}

/** The values of the payment form's inputs, by id (what the guarantor sees typed). */
export function formValues(driver: EngineDriver): Promise<Record<string, string>> {
  return driver.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('form input, form select')]
        .filter((el) => el.id)
        .map((el) => [el.id, el.value]),
    ),
  );
}
