// The one way the benchmarks run Lighthouse's CLI (npm run lighthouse, npm run lighthouse:path):
// the pinned devDependency, mobile, headless Debian Chromium (CHROME_PATH), no network beyond this machine.

/** Debian's Chromium unless CHROME_PATH says otherwise; never a download. */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** `npx` arguments for one mobile run of `url` with `method` ('simulate' or 'devtools'), then `extra`. */
export function lighthouseArgs(url, method, ...extra) {
  return [
    '--no-install', // the pinned devDependency, never a download
    'lighthouse',
    url,
    '--quiet',
    '--form-factor=mobile',
    `--throttling-method=${method}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking',
    ...extra,
  ];
}
