import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Key as WebDriverKey, remote } from 'webdriverio';

import {
  type EngineDriver,
  findTarget,
  type Key,
  leaveAnswered,
  TARGET_SELECTOR,
  type TargetKind,
  until,
} from './driver';
import { type EngineLauncher, freePort, stopProcess } from './launcher';

// WebKitGTK (the engine of every iPhone browser) from Debian's webkit2gtk-driver (scripts/setup/ensure-engines.sh):
// WebKitWebDriver speaks classic W3C WebDriver only, so webdriverio talks to one spawned here on a
// free port (webdriverio starts and downloads nothing when given a hostname and port), and its
// MiniBrowser draws on an Xvfb display started here.
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
// MiniBrowser's toolbar keeps its window at least 447 px wide; this GTK style sheet shrinks the
// toolbar (never the page) so the window, and the page, can be 320 px wide.
const TOOLBAR_CSS = new URL('./webkit-toolbar.css', import.meta.url);
const W3C_ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** Classic WebDriver key codes (Element Send Keys takes them inside the text). */
const CTRL = '\uE009';
const RELEASE_MODIFIERS = '\uE000';
const BACKSPACE = '\uE003';
/** Where reload() leaves, across the reload, whether the page cancelled its unload (tab's sessionStorage). */
const ASKED_TO_LEAVE_KEY = 'engines:askedToLeave';

type Browser = Awaited<ReturnType<typeof remote>>;

const KEYS: Record<Key, string[]> = {
  Tab: [WebDriverKey.Tab],
  'Shift+Tab': [WebDriverKey.Shift, WebDriverKey.Tab],
  Enter: [WebDriverKey.Enter],
  Space: [WebDriverKey.Space],
  Escape: [WebDriverKey.Escape],
  ArrowDown: [WebDriverKey.ArrowDown],
};

export function webkitLauncher(): EngineLauncher {
  let xvfb: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  let port = 0;
  let config = '';
  /** One MiniBrowser session for the file's journeys, each a new visitor (a session costs ≈2 CPU-s to start). */
  let session: Browser | undefined;

  return {
    async start() {
      config = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
      mkdirSync(join(config, 'gtk-3.0'));
      copyFileSync(TOOLBAR_CSS, join(config, 'gtk-3.0', 'gtk.css'));
      // -displayfd: Xvfb picks a free display itself and writes its number on fd 3 once it accepts clients.
      xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
        stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
      });
      const display = await new Promise<string>((ready, fail) => {
        xvfb!.once('exit', (code) => fail(new Error(`Xvfb exited (${code})`)));
        xvfb!.stdio[3]!.on('data', (chunk: Buffer) => ready(`:${chunk.toString().trim()}`));
      });
      port = await freePort();
      driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        // Without accelerated compositing: Xvfb has no GPU, and WebKit's compositor drew each frame through
        // software GL. The same journeys cost 119 → 87 CPU-s; layout, script and events are WebKit's own either way.
        env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
      });
      await until(
        'WebKitWebDriver to listen',
        () =>
          fetch(`http://127.0.0.1:${port}/status`).then(
            (response) => response.ok,
            () => false,
          ),
        Boolean,
      );
    },
    async newDriver() {
      if (!session) {
        // webdriverio's types know no 'webkitgtk:browserOptions' (WebKitWebDriver's own capability).
        const capabilities = {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        };
        session = await remote({ hostname: '127.0.0.1', port, logLevel: 'warn', capabilities });
      }
      const browser = session;
      return webkitDriver(browser, async (origins) => {
        try {
          await forgetVisitor(browser, origins);
        } catch {
          // The session is in no state to go on (a journey failed in it): the next journey gets a new one.
          session = undefined;
          await browser.deleteSession().catch(() => undefined);
        }
      });
    },
    async stop() {
      await session?.deleteSession().catch(() => undefined);
      session = undefined;
      await stopProcess(driver);
      await stopProcess(xvfb);
      if (config) rmSync(config, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the next journey a new visitor: on the page the journey ends on, its origin's storage is
 * cleared and its cookies (the visitor's) deleted, then the page is left. A journey that opened
 * another origin throws here (and gets a new session).
 */
async function forgetVisitor(browser: Browser, origins: ReadonlySet<string>): Promise<void> {
  const here = new URL(await browser.getUrl()).origin;
  if ([...origins].some((origin) => origin !== here)) throw new Error(`the journey left ${here}'s origin`);
  await browser.execute(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await browser.deleteAllCookies();
  await browser.url('about:blank');
}

/** `release`: the journey is over (its visitor is forgotten and the session kept for the next one). */
function webkitDriver(browser: Browser, release: (origins: ReadonlySet<string>) => Promise<void>): EngineDriver {
  const origins = new Set<string>();
  const evaluateExpression = (expression: string) => browser.execute(`return ${expression}`);
  const target = async (kind: TargetKind, name: string): Promise<WebdriverIO.Element> => {
    await findTarget(evaluateExpression, kind, name);
    return await browser.$(TARGET_SELECTOR).getElement();
  };
  return {
    engine: 'webkit',
    async open(url) {
      origins.add(new URL(url).origin);
      await browser.url(url);
    },
    async reload({ acceptLeave = false } = {}) {
      // Classic WebDriver never shows a 'Leave page?' prompt: the W3C spec has its remote end accept it
      // unseen, and WebKitWebDriver does (no alert to accept). Whether the browser would have asked is
      // read in the page instead: a listener of ours, added after the page's own, sees whether they
      // cancelled the unload, and leaves that in the tab's sessionStorage for after the reload.
      await browser.execute((key: string) => {
        window.addEventListener('beforeunload', (event) => sessionStorage.setItem(key, String(event.defaultPrevented)));
      }, ASKED_TO_LEAVE_KEY);
      await browser.refresh();
      const asked = await browser.execute((key: string) => {
        const value = sessionStorage.getItem(key);
        sessionStorage.removeItem(key);
        return value;
      }, ASKED_TO_LEAVE_KEY);
      if (asked === null) throw new Error('The reload fired no beforeunload');
      return leaveAnswered(asked === 'true', acceptLeave);
    },
    async back() {
      await browser.back();
    },
    async setViewport(width, height) {
      // The window includes MiniBrowser's (shrunk) toolbar: grow the window by what the page lacks, measured
      // once the page's size has settled (on a busy machine a resize lands late, and a reading taken
      // before it would over-correct), until the page is the size asked.
      const pageSize = () => browser.execute(() => [window.innerWidth, window.innerHeight]);
      await browser.setWindowSize(width, height);
      for (let attempt = 1; ; attempt += 1) {
        let [innerWidth, innerHeight] = await pageSize();
        await until(
          `the page's size to settle at ${width} × ${height}`,
          async () => {
            await new Promise((next) => setTimeout(next, 150));
            const now = await pageSize();
            const settled = now[0] === innerWidth && now[1] === innerHeight;
            [innerWidth, innerHeight] = now;
            return settled;
          },
          Boolean,
        );
        if (innerWidth === width && innerHeight === height) return;
        if (attempt === 5)
          throw new Error(`MiniBrowser's page stays ${innerWidth} × ${innerHeight}, not ${width} × ${height}`);
        const window = await browser.getWindowSize();
        await browser.setWindowSize(window.width + width - innerWidth!, window.height + height - innerHeight!);
      }
    },
    async fillByLabel(label, text) {
      const field = await target('label', label);
      await field.click();
      // Element Clear empties the DOM value behind React's back (the state keeps the old text):
      // select all and delete as a person would, then type into the element (the Actions API's
      // keys() drops a repeated character in WebKitGTK: '77.00' arrives as '7.0').
      await browser.elementSendKeys(field.elementId, `${CTRL}a${RELEASE_MODIFIERS}${BACKSPACE}`);
      await browser.elementSendKeys(field.elementId, text);
    },
    async choose(label, option) {
      await findTarget(evaluateExpression, 'label', label);
      const index = await browser.execute(
        (selector: string, wanted: string) => {
          const select = document.querySelector(selector) as HTMLSelectElement;
          return [...select.options].findIndex((o) => o.text.trim() === wanted || o.value === wanted);
        },
        TARGET_SELECTOR,
        option,
      );
      if (index < 0) throw new Error(`No option '${option}' in '${label}'`);
      await browser.$(`${TARGET_SELECTOR} option:nth-of-type(${index + 1})`).click();
    },
    async pressButton(name) {
      await (await target('button', name)).click();
    },
    readText(selector = 'main') {
      return browser.execute((s: string) => document.querySelector<HTMLElement>(s)?.innerText ?? '', selector);
    },
    async uploadFile(button, path) {
      const input = await target('file', button);
      await browser.elementSendKeys(input.elementId, path);
    },
    async screenshot(path) {
      await browser.saveScreenshot(path);
    },
    evaluate<T>(fn: () => T) {
      return browser.execute(fn) as Promise<T>;
    },
    async pressKey(key) {
      const keys = KEYS[key];
      let action = browser.action('key');
      for (const k of keys) action = action.down(k);
      for (const k of [...keys].reverse()) action = action.up(k);
      await action.perform();
    },
    async typeText(text) {
      const active = (await browser.getActiveElement()) as unknown as Record<string, string>;
      await browser.elementSendKeys(active[W3C_ELEMENT]!, text);
    },
    async close() {
      await release(origins);
    },
  };
}
