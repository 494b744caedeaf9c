import { describe, expect, it } from 'vitest';

import { guarantorCopy as guarantorCopyMessages } from '@/screens/guarantor/copy';
import { delivery } from '@tests/e2e/support/delivery';
import { english, spanish } from '@tests/support/language';

import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { escapeDialog, signIn, waitForText } from './steps';

// Issue 47: a 2,000-visit bill (D1010) in each engine at phone size on the production bundle, in English
// and Spanish: every visit is in the page (the browser's find-in-page finds the last, E-902000), the last
// visit's Service Detail opens by keyboard, and nothing scrolls sideways (Chromium: tests/e2e/long-bill.e2e.ts).
const LONGER = { id: 'D1010', lastName: 'Longer', zip: '30311' };
const lastVisit = delivery(LONGER.id).guarantor.Details.at(-1)!;
const DIALOG = '[role="dialog"]';

const { visit } = setUpEngine();

describe('a 2,000-visit bill (D1010)', () => {
  for (const language of ['en', 'es'] as const) {
    it(`${language}: every visit in the page, the last found and opened by keyboard; nothing scrolls sideways`, async () => {
      const words = language === 'es' ? spanish(guarantorCopyMessages) : english(guarantorCopyMessages);
      const driver = await visit(`/d/${LONGER.id}${language === 'es' ? '?lang=es' : ''}`);
      await signIn(driver, LONGER, language);
      // Arguments cannot cross every engine's protocol: the visit ids are written out (the demo contract's).
      const listed = await driver.evaluate(() => document.querySelectorAll('.visits tbody tr').length);
      expect(listed).toBe(2000);
      expect(lastVisit.PEncounterId).toBe('E-902000');
      // window.find is find-in-page's script face (Firefox and WebKit have it too).
      const found = await driver.evaluate(() => {
        const find = (window as unknown as { find?: (text: string) => boolean }).find;
        if (!find) return 'no window.find';
        // Where the selection landed: its text node (Firefox serialises a selection in a group of rows it
        // has not drawn yet as '').
        return find('E-902000') ? getSelection()?.anchorNode?.textContent : 'not found';
      });
      expect(found).toBe('E-902000');

      // The last visit's 'Details', by keyboard: its Service Detail with its first line.
      await driver.evaluate(() => {
        const last = [...document.querySelectorAll<HTMLButtonElement>('.visits tbody button')].at(-1)!;
        last.focus();
        return last.getAttribute('aria-label');
      });
      await driver.pressKey('Enter');
      const detail = await waitForText(driver, words.serviceDetail, DIALOG);
      expect(detail).toContain(lastVisit.Detail![0]!.Description);
      expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll with the long bill').toEqual(FITS_EVERY_PHONE);
      await escapeDialog(driver, 'the Service Detail');
    });
  }
});
