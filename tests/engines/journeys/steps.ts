// Steps the journeys share, written once against the driver interface (tests/engines/driver.ts).
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { confirmationCopy as confirmationCopyMessages } from '@/screens/confirmation/copy';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { paymentCopy as paymentCopyMessages } from '@/screens/guarantor/payment/copy';
import type { CardEntry, DeliveryLogin } from '@tests/e2e/support/payment';
import { english, inLanguage, type TestLanguage } from '@tests/support/language';

import { type EngineDriver, until } from '../driver';

export const deliveryCopy = english(deliveryCopyMessages);
export const paymentCopy = english(paymentCopyMessages);
export const confirmationCopy = english(confirmationCopyMessages);
export const DECLINED = DEMO_MESSAGES.cardDeclined;

/** Waits until the page's <main> (or `selector`) shows `text`; gives back the whole text it read. */
export function waitForText(
  driver: EngineDriver,
  text: string,
  selector = 'main',
  timeoutMs?: number,
): Promise<string> {
  return until(
    `'${text}' in ${selector}`,
    () => driver.readText(selector),
    (read) => read.includes(text),
    timeoutMs,
  );
}

/**
 * Signs in on the confirm-info page of `/d/{id}` (already open) by its labels in `language` and
 * waits for what the page shows next (the payment form unless told).
 */
export async function signIn(
  driver: EngineDriver,
  who: DeliveryLogin,
  language: TestLanguage = 'en',
  /** What the page shows once signed in: the payment form's heading unless told. */
  landing = inLanguage(language, paymentCopyMessages).heading,
): Promise<void> {
  const words = inLanguage(language, deliveryCopyMessages);
  await waitForText(driver, words.confirmInfo, 'body');
  await driver.fillByLabel(words.zip, who.zip);
  await driver.fillByLabel(words.lastName, who.lastName);
  await driver.pressButton(words.continue);
  await waitForText(driver, landing);
}

/** Fills the card fields of the payment form, by their labels in `language`. */
export async function fillCard(driver: EngineDriver, entry: CardEntry, language: TestLanguage = 'en'): Promise<void> {
  const words = inLanguage(language, paymentCopyMessages);
  await driver.fillByLabel(words.nameOnCard, entry.name);
  await driver.fillByLabel(words.cardNumber, entry.number);
  await driver.choose(words.expMonth, entry.month);
  await driver.choose(words.expYear, entry.year);
  await driver.fillByLabel(words.cvv, entry.cvv);
  await driver.fillByLabel(words.billingZip, entry.zip);
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

/** Escape closes the open dialog: resolves once nothing of it is left to read. */
export async function escapeDialog(driver: EngineDriver, what: string): Promise<void> {
  await driver.pressKey('Escape');
  await until(
    `${what} to close`,
    () => driver.readText('[role="dialog"]'),
    (text) => text === '',
  );
}
