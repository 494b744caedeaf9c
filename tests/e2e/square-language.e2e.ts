import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_CARDS } from '@/demo/scenarioValues';
import { paymentCopy } from '@/screens/guarantor/payment/copy';
import { english, spanish } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser } from './support/browser';
import { fields, RIVERA, signInAnyLanguage } from './support/payment';

// Issue 48, item 4: Square speaks the page's language. Square's SDK follows navigator.language unless
// told, so the portal calls payments.setLocale() with the page's language ('es-US', 'en-US') when
// Square's payments object is made and again on a switch; the demo's stand-in honours it
// (demo-scenarios.md, "Provider content"). Provider `bank`: the card widget, Google Pay and the bank.
// The stand-in's words are Square's (demo-only), so they are written here, not read from the catalogues.
const { openPage } = setUpBrowser();
const es = spanish(paymentCopy);
const en = english(paymentCopy);

const CARD = {
  es: {
    group: 'Datos de la tarjeta',
    labels: [
      'Número de tarjeta',
      'Fecha de vencimiento (MM/AA)',
      'Código de seguridad (CVV)',
      'Código postal de facturación',
    ],
  },
  en: {
    group: 'Card details',
    labels: ['Card number', 'Expiration date (MM/YY)', 'Security code (CVV)', 'Billing ZIP or postal code'],
  },
} as const;

async function openBill(path: string) {
  const portal = await openPage('bank', path);
  await signInAnyLanguage(portal.page, RIVERA);
  return portal;
}

/** The stand-in's card fields, all labelled in `language`, their group marked with it. */
async function expectCardIn(page: Page, language: 'en' | 'es'): Promise<void> {
  const group = page.getByRole('group', { name: CARD[language].group, exact: true });
  await group.waitFor();
  expect(await group.getAttribute('lang')).toBe(language);
  for (const label of CARD[language].labels) await group.getByLabel(label, { exact: true }).waitFor();
}

const googlePaySheet = (page: Page) => page.getByRole('dialog', { name: 'Google Pay', exact: true });

describe("Square's card fields, wallet sheet and bank dialog speak the page's language (provider bank)", () => {
  it('a Spanish bill draws them in Spanish; a switch to English redraws the card in English, keeping what was typed', async () => {
    const { page, pageErrors } = await openBill(`/d/${RIVERA.id}?lang=es`);
    await expectCardIn(page, 'es');
    // Under the portal's own 'Nombre en la tarjeta', no English left from Square.
    await fields(page, 'es').name.waitFor();
    expect(await page.getByLabel('Card number', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Google Pay', exact: true }).click();
    const sheet = googlePaySheet(page);
    await sheet.getByRole('button', { name: 'Pagar', exact: true }).waitFor();
    expect(await sheet.getAttribute('lang')).toBe('es');
    await expectNoA11yViolations(page, 'the Google Pay sheet in Spanish');
    await sheet.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await sheet.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: es.payFromBank, exact: true }).click();
    const bank = page.getByRole('dialog', { name: 'Conecte su banco', exact: true });
    await bank.getByText('Cantidad: $245.50').waitFor();
    for (const name of ['Conectar y pagar', 'Conectar una cuenta cerrada', 'Iniciar sesión en su banco', 'Cancelar'])
      await bank.getByRole('button', { name, exact: true }).waitFor();
    await expectNoA11yViolations(page, "the stand-in's bank dialog in Spanish");
    await bank.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await bank.waitFor({ state: 'detached' });

    await page.getByLabel('Número de tarjeta', { exact: true }).fill(DEMO_CARDS.approved);
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expectCardIn(page, 'en');
    expect(await page.getByLabel('Card number', { exact: true }).inputValue()).toBe(DEMO_CARDS.approved);
    await page.getByRole('button', { name: en.payFromBank, exact: true }).click();
    const bankInEnglish = page.getByRole('dialog', { name: 'Connect your bank', exact: true });
    await bankInEnglish.getByRole('button', { name: 'Connect and pay', exact: true }).waitFor();
    await bankInEnglish.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectNoA11yViolations(page, 'the payment form after the switch to English');
    expect(pageErrors).toEqual([]);
  });

  it('an English bill switched to Spanish redraws the card and opens the wallet sheet in Spanish', async () => {
    const { page } = await openBill(`/d/${RIVERA.id}`);
    await expectCardIn(page, 'en');
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await expectCardIn(page, 'es');
    await page.getByRole('button', { name: 'Google Pay', exact: true }).click();
    await googlePaySheet(page).getByRole('button', { name: 'Pagar', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await googlePaySheet(page).waitFor({ state: 'detached' });
  });
});
