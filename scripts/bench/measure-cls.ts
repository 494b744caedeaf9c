// Measures layout shift on the first screens (root, /d/D1001, the bill after validation) in
// Chromium, mobile and desktop, and prints each shift with the elements that moved.
//   node scripts/run-ts.mjs scripts/bench/measure-cls.ts [ORIGIN]
// ORIGIN defaults to the demo build (dist-demo/) served here by `vite preview` on E2E_PORT (4173).
import { existsSync } from 'node:fs';

import { preview } from 'vite';

import { launchChromium } from '@tests/e2e/support/chromium';
import { measureScreen, SCREENS, VIEWPORTS } from '@tests/e2e/support/layoutShift';

const BUDGET = 0.02;

export async function main([given]: string[]): Promise<number> {
  const port = Number(process.env.E2E_PORT ?? 4173);
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  if (!given) {
    if (!existsSync('dist-demo/index.html')) throw new Error("dist-demo/ is missing: run 'npm run build:demo' first");
    server = await preview({
      mode: 'demo',
      logLevel: 'warn',
      build: { outDir: 'dist-demo' },
      preview: { port, host: '127.0.0.1', strictPort: true },
    });
  }
  const origin = given ?? `http://demo.pay.localhost:${port}`;
  const browser = await launchChromium();
  let worst = 0;
  try {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      for (const screen of SCREENS) {
        const measured = await measureScreen(browser, origin, screen, viewport);
        worst = Math.max(worst, measured.total);
        console.log(`${viewport.padEnd(8)} ${screen.name.padEnd(26)} layout shift ${measured.total.toFixed(4)}`);
        for (const shift of measured.shifts) console.log(`    ${shift.value.toFixed(4)} ${shift.sources.join(', ')}`);
      }
    }
  } finally {
    await browser.close();
    await server?.close();
  }
  console.log(`worst ${worst.toFixed(4)} (budget ${BUDGET})`);
  return worst <= BUDGET ? 0 : 1;
}
