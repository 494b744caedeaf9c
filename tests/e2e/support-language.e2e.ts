import { describe, expect, it } from 'vitest';

import { copy as copyMessages } from '@/copy';
import { deliveryCopy as deliveryCopyWords } from '@/screens/delivery/copy';
import { supportCopy as supportCopyWords } from '@/screens/support/copy';
import { english, spanish } from '@tests/support/language';

import { expectNoA11yViolations, setUpBrowser } from './support/browser';
import { h1 } from './support/delivery';
import { traceOf } from './support/replay';

const deliveryCopy = english(deliveryCopyWords);
const supportCopy = english(supportCopyWords);

// Issue 16: the replay of a support trace shows each screen in the language the guarantor's page
// spoke at that step; the trace records the language (a preference, not personal data). Recorded on
// the production bundle, replayed on the demo build's support page (a staff tool, itself English).
const { openPage } = setUpBrowser();
const r = supportCopy.replay;
const es = spanish(copyMessages);

describe('a replayed screen speaks the guarantor’s language', () => {
  it('a guarantor who switched to Español sees the invalid-balance page in Spanish; its replay shows it so, and the screen before the switch in English', async () => {
    // D1004 (Balance, 10002): the invalid-balance page (demo-scenarios.md).
    const { page, pageErrors } = await openPage('demo', '/d/D1004?lang=en');
    await h1(page, deliveryCopy.confirmInfo).waitFor();
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    // By id: the confirm-info form's words may be Spanish too by now.
    await page.locator('#confirm-zip').fill('10002');
    await page.locator('#confirm-last-name').fill('Balance');
    await page.locator('#confirm-last-name').press('Enter');
    await h1(page, es.invalidBalance.heading).waitFor();
    const trace = await traceOf(page);
    expect(pageErrors).toEqual([]);

    const { page: replay } = await openPage('demo', '/support/replay', 'demo');
    await h1(replay, r.heading).waitFor();
    await replay.getByLabel(r.fileLabel, { exact: true }).setInputFiles({
      name: 'portal-trace.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(trace)),
    });
    await replay.getByText(/Every state as recorded/).waitFor();
    const drawn = replay.getByRole('region', { name: r.screenHeading });
    const details = replay.getByRole('region', { name: new RegExp(`^${r.stepHeading}:`) });

    // After the switch: the page the guarantor read, in Spanish, marked lang="es".
    await replay.getByRole('button', { name: 'done: validateGuarantor', exact: true }).click();
    await replay.getByRole('heading', { name: `${r.stepHeading}: delivery — done: validateGuarantor` }).waitFor();
    await drawn.locator('[lang="es"]').getByRole('heading', { level: 1, name: es.invalidBalance.heading }).waitFor();
    await details.getByText('Spanish (es)', { exact: true }).waitFor();
    await expectNoA11yViolations(replay, 'replay of a Spanish screen');

    // Before the switch: the confirm-info form as it was then, in English. The link was checked beside
    // the provider's call (issue 34), so the delivery flow starts on its form: its first step.
    await replay
      .getByRole('row')
      .filter({ has: replay.getByRole('cell', { name: /^delivery \(/ }) })
      .getByRole('button', { name: 'xstate.init', exact: true })
      .click();
    await drawn.locator('[lang="en"]').getByRole('heading', { level: 1, name: deliveryCopy.confirmInfo }).waitFor();
    await details.getByText('English (en)', { exact: true }).waitFor();
    // The support page itself stays English (a staff tool).
    expect(await replay.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
