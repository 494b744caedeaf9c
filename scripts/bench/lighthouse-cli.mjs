// The one way the benchmarks run Lighthouse's CLI (npm run lighthouse, npm run lighthouse:path):
// the pinned devDependency, mobile, headless Debian Chromium (CHROME_PATH), no network beyond this machine;
// and the one way they read a run's saved artifacts back for Lighthouse's metric computations.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

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

/** What Lighthouse's metric computations (Lantern's) take: a run's artifacts saved with `-G=dir`, and settings. */
export async function metricData(artifactsDir, settings) {
  const artifacts = await loadArtifacts(artifactsDir);
  return {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
}
