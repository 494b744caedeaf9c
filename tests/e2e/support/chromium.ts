/**
 * The one Chromium of the browser tests: Debian's headless shell (package chromium-headless-shell,
 * installed by scripts/ensure-chromium.sh), the same Blink as Debian's chromium without the desktop
 * browser around it. Playwright runs its own headless tests on such a shell; here it halves the CPU a
 * test costs (measured on 4 files: 158 → 96 CPU-s), and npm test shares two cores. No Vitest here:
 * scripts import it too.
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
