import { describe, expect, it } from 'vitest';

import { copy as shellCopyMessages } from '@/copy';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { spanish } from '@tests/support/language';

import { until } from '../driver';
import { FITS_EVERY_PHONE, setUpEngine, sidewaysAtPhoneWidths } from '../harness';
import { escapeDialog, waitForText } from './steps';

// The footer's 'Language assistance' (issue 48) on a Spanish page of provider demo, in each engine at
// phone size on the production bundle: the Spanish title, the Arabic tagline laid out right to left with
// its phone number left to right, the view fitting the phone; Escape closes it and gives the focus back
// to the footer's button.
const shellCopy = spanish(shellCopyMessages);
const { title } = spanish(helpCopyMessages).languageAssistance;
const DIALOG = '[role="dialog"]';

const { visit } = setUpEngine();

describe('language assistance in Spanish', () => {
  it("the footer's 'Language assistance' shows the Arabic tagline right to left and closes with Escape, focus back on its button", async () => {
    const driver = await visit('/?lang=es');
    await waitForText(driver, shellCopy.languageAssistance, 'footer');
    await driver.pressButton(shellCopy.languageAssistance);
    await waitForText(driver, title, DIALOG);
    // The taglines come with the provider's content file, loaded when the view opens.
    const arabic = await until(
      'the Arabic tagline',
      () =>
        driver.evaluate(() => {
          const li = document.querySelector('[role="dialog"] .taglines li[lang="ar"]');
          return li ? { dir: li.getAttribute('dir'), direction: getComputedStyle(li).direction } : null;
        }),
      (found) => found !== null,
    );
    expect(arabic).toEqual({ dir: 'rtl', direction: 'rtl' });
    // Its phone number reads as written, '010' left of '2000' (the bidi algorithm alone gives '2000-010').
    const [exchange, line] = await driver.evaluate(() => {
      const bdi = [...document.querySelectorAll('[role="dialog"] .taglines li[lang="ar"] bdi')].find((el) =>
        el.textContent?.includes('010-2000'),
      );
      const text = bdi?.firstChild;
      if (!text) return [Number.NaN, Number.NaN];
      const left = (part: string) => {
        const range = document.createRange();
        const at = (text.textContent ?? '').indexOf(part);
        range.setStart(text, at);
        range.setEnd(text, at + part.length);
        return range.getClientRects()[0]?.left ?? Number.NaN;
      };
      return [left('010'), left('2000')];
    });
    expect(exchange, "the Arabic tagline's phone number drawn left to right").toBeLessThan(line);
    expect(await driver.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await sidewaysAtPhoneWidths(driver), 'sideways scroll with the view open').toEqual(FITS_EVERY_PHONE);

    await escapeDialog(driver, 'the view');
    const focused = await until(
      "the focus back on the footer's button",
      () =>
        driver.evaluate(() => {
          const el = document.activeElement;
          return { inFooter: !!el?.closest('footer'), text: el?.textContent ?? '' };
        }),
      (at) => at.inFooter,
    );
    expect(focused).toEqual({ inFooter: true, text: shellCopy.languageAssistance });
  });
});
