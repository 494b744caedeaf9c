import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';

import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

import { chromiumLauncher } from './chromium';
import type { Engine, EngineDriver } from './driver';
import { firefoxLauncher } from './firefox';
import type { EngineLauncher } from './launcher';
import { webkitLauncher } from './webkit';

const LAUNCHERS: Record<Engine, () => EngineLauncher> = {
  chromium: chromiumLauncher,
  firefox: () => firefoxLauncher(inject('firefoxEndpoint')!),
  webkit: webkitLauncher,
};
const SCREENSHOT_DIR = 'test-results/engines';

/** Which bundle a journey opens: what ships (build:e2e), the only one the lanes serve. */
export type EngineBuild = 'production';

/** A phone: the journeys run at 390 × 844 and check 320 px too (WCAG 1.4.10). */
export const PHONE = { width: 390, height: 844 } as const;
export const PHONE_WIDTHS = [320, PHONE.width] as const;

/**
 * Starts this project's engine for the calling journey file and gives each test a fresh visitor at
 * phone size. A failing test leaves a screenshot under test-results/engines/<engine>/. After each
 * test the lane's servers must have received no CSP violation report (they serve only this lane).
 */
export function setUpEngine(): {
  engine: Engine;
  origin: (key?: string) => string;
  visit: (path: string, build?: EngineBuild, key?: string) => Promise<EngineDriver>;
} {
  const engine = inject('engine');
  const ports: Record<EngineBuild, number> = { production: inject('enginePort') };
  const launcher = LAUNCHERS[engine]();
  const origin = (key = 'demo', build: EngineBuild = 'production') => `http://${key}.pay.localhost:${ports[build]}`;
  let current: EngineDriver | undefined;

  beforeAll(() => launcher.start());
  afterAll(() => launcher.stop());
  afterEach(async ({ task }) => {
    const driver = current;
    current = undefined;
    try {
      if (task.result?.state === 'fail' && driver) {
        const dir = join(SCREENSHOT_DIR, engine);
        await mkdir(dir, { recursive: true });
        const name = `${basename(task.file.name)}--${task.name}`.replace(/[^\w.-]+/g, '_');
        await driver.screenshot(join(dir, `${name}.png`)).catch(() => undefined);
      }
    } finally {
      await driver?.close();
    }
    for (const port of Object.values(ports)) {
      const reports = (await (await fetch(`http://127.0.0.1:${port}/__csp-report`)).json()) as unknown[];
      expect(reports, `CSP violation reports on port ${port}`).toEqual([]);
    }
  });

  /** Opens `path` on provider `key`'s host (the demo provider unless told). */
  async function visit(path: string, build: EngineBuild = 'production', key = 'demo'): Promise<EngineDriver> {
    const driver = await launcher.newDriver();
    current = driver;
    await driver.setViewport(PHONE.width, PHONE.height);
    await driver.open(`${origin(key, build)}${path}`);
    return driver;
  }

  return { engine, origin, visit };
}

/** How far the page, or an open dialog, scrolls sideways at each phone width (0 when all fits); left at 390. */
export async function sidewaysAtPhoneWidths(driver: EngineDriver): Promise<Record<number, number>> {
  const overflow: Record<number, number> = {};
  for (const width of PHONE_WIDTHS) {
    await driver.setViewport(width, PHONE.height);
    overflow[width] = await driver.evaluate(() =>
      Math.max(
        ...[document.documentElement, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(
          (el) => el.scrollWidth - el.clientWidth,
        ),
      ),
    );
  }
  return overflow;
}

export const FITS_EVERY_PHONE: Record<number, number> = Object.fromEntries(PHONE_WIDTHS.map((w) => [w, 0]));
