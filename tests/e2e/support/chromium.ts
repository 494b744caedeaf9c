import { type Browser, chromium } from 'playwright-core';

/**
 * The one Chromium of the browser tests: Debian's headless shell (package chromium-headless-shell,
 * installed by scripts/setup/ensure-chromium.sh), the same Blink as Debian's chromium without the desktop
 * browser around it. Playwright runs its own headless tests on such a shell; here it halves the CPU a
 * test costs (measured on 4 files: 158 → 96 CPU-s), and npm test shares two cores. No Vitest here:
 * scripts import it too.
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';
/**
 * The camera tests' Chromium: Debian's desktop browser, whose media stack a guarantor's phone browser
 * resembles. The headless shell's camera permissions differ (a refused prompt reports no access at all,
 * not a denial; a permission granted to the context delivers no frames).
 */
export const CHROMIUM_WITH_CAMERA = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The headless shell with the browser tests' flags. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
