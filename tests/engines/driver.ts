// The one interface the engine journeys (tests/engines/journeys) are written against; an adapter per
// engine (chromium.ts, firefox.ts, webkit.ts) implements it with that engine's own protocol.

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** A key the keyboard journey presses (the W3C WebDriver names, which each adapter maps). */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Escape' | 'ArrowDown';

export interface ReloadOptions {
  /** The page is expected to ask before it is left: the browser's prompt is accepted (the guarantor leaves). */
  acceptLeave?: boolean;
}

export interface Reloaded {
  /** Whether the browser asked before leaving (the page held a `beforeunload` handler that asked). */
  askedToLeave: boolean;
}

/** One fresh visitor (its own cookies) in one page of one engine. */
export interface EngineDriver {
  readonly engine: Engine;
  open(url: string): Promise<void>;
  /**
   * Reloads the page, as a phone does to a tab left in the background, and waits for it to load. A page
   * that asks before it is left (its `beforeunload` handler) gets the browser's 'Leave page?' prompt:
   * accepted with `acceptLeave`, else the reload fails. Gives back whether the browser asked.
   */
  reload(options?: ReloadOptions): Promise<Reloaded>;
  /** The browser's Back button, and waits for the page it goes to to load. */
  back(): Promise<void>;
  /** The layout viewport (CSS px) the page is laid out in, as a phone of that size would. */
  setViewport(width: number, height: number): Promise<void>;
  /** Replaces the value of the control labelled `label` with `text`, typed key by key. */
  fillByLabel(label: string, text: string): Promise<void>;
  /** Picks the option whose text (or value) is `option` in the select labelled `label`. */
  choose(label: string, option: string): Promise<void>;
  /** Clicks the button (or link) whose name is `name`. */
  pressButton(name: string): Promise<void>;
  /** The rendered text (innerText) of the first element matching `selector`; '' when there is none. */
  readText(selector?: string): Promise<string>;
  /**
   * Chooses the file at `path` (on this machine) with the button named `button` that opens a file
   * chooser: the file goes into that button's file input, as the chooser would put it.
   */
  uploadFile(button: string, path: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Runs `fn` in the page (no closure: it is sent as source) and gives back its JSON result. */
  evaluate<T>(fn: () => T): Promise<T>;
  /** Presses one key wherever the focus is (the keyboard journey). */
  pressKey(key: Key): Promise<void>;
  /** Types `text` into the focused control, key by key. */
  typeText(text: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a reload gives back once the browser's 'Leave page?' prompt, if any, was accepted (each adapter
 * accepts it, so the reload never hangs): a prompt not asked for with `acceptLeave` fails the reload.
 */
export function leaveAnswered(askedToLeave: boolean, acceptLeave: boolean): Reloaded {
  if (askedToLeave && !acceptLeave)
    throw new Error('The page asked before it was left (beforeunload), and the reload did not expect it');
  return { askedToLeave };
}

/** A prompt as Playwright and puppeteer report it. */
interface Prompt {
  type(): string;
  accept(): Promise<void>;
}

/** A page whose 'dialog' events carry the 'Leave page?' prompt (Playwright's and puppeteer's alike). */
interface PromptingPage<P extends Prompt> {
  on(event: 'dialog', listener: (prompt: P) => void): unknown;
  off(event: 'dialog', listener: (prompt: P) => void): unknown;
  reload(): Promise<unknown>;
}

/**
 * A reload that accepts the 'Leave page?' prompt, if the page asks it (a prompt nobody listens for is
 * dismissed, and the reload then never happens); unasked for with `acceptLeave`, it fails.
 */
export async function reloadAnswering<P extends Prompt>(
  page: PromptingPage<P>,
  acceptLeave: boolean,
): Promise<Reloaded> {
  let askedToLeave = false;
  const onPrompt = (prompt: P) => {
    if (prompt.type() !== 'beforeunload') return;
    askedToLeave = true;
    void prompt.accept();
  };
  page.on('dialog', onPrompt);
  try {
    await page.reload();
  } finally {
    page.off('dialog', onPrompt);
  }
  return leaveAnswered(askedToLeave, acceptLeave);
}

/** What the adapters mark their target with, so each engine's own element lookup finds it by CSS. */
export const TARGET_ATTRIBUTE = 'data-engine-target';
export const TARGET_SELECTOR = `[${TARGET_ATTRIBUTE}]`;

export type TargetKind = 'label' | 'button' | 'file';

/**
 * Runs in the page: finds the control labelled `name` (a <label>'s text, aria-label or
 * aria-labelledby; a trailing ' *' or ':' of a label is ignored) or the button/link named `name`
 * (its text or aria-label) among the visible ones, or for 'file' the file input beside that button
 * (in its section or form), and marks it with TARGET_ATTRIBUTE (the mark is
 * moved off any earlier target). Gives back whether one was found. Self-contained: sent as source.
 */
export function markTarget(kind: TargetKind, name: string, attribute: string): boolean {
  const norm = (text: string | null | undefined) =>
    (text ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\s*[*:]$/, '');
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return (box.width > 0 || box.height > 0) && style.visibility !== 'hidden';
  };
  // A button's name is its text without what is hidden from assistive technology (aria-hidden icons).
  const spoken = (el: Element) => {
    const copy = el.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return norm(copy.textContent);
  };
  const labelled = (el: Element) => {
    const by = el.getAttribute('aria-labelledby');
    const byText = by
      ? by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : null;
    return [el.getAttribute('aria-label'), byText].some((text) => text !== null && norm(text) === name);
  };
  for (const old of document.querySelectorAll(`[${attribute}]`)) old.removeAttribute(attribute);
  let found: Element | null;
  if (kind === 'label') {
    const fromLabel = [...document.querySelectorAll('label')]
      .filter((label) => norm(label.textContent) === name)
      .map((label) => label.control)
      .find((control): control is HTMLElement => !!control);
    found = fromLabel ?? [...document.querySelectorAll('input, select, textarea')].find((el) => labelled(el)) ?? null;
  } else {
    const button =
      [...document.querySelectorAll('button, [role="button"], a[href], input[type="submit"], input[type="button"]')]
        .filter(visible)
        .find((el) => spoken(el) === name || labelled(el) || norm((el as HTMLInputElement).value) === name) ?? null;
    found =
      kind === 'button' ? button : (button?.closest('section, form')?.querySelector('input[type="file"]') ?? null);
  }
  found?.setAttribute(attribute, '');
  return found !== null;
}

/** Polls `read` until `done` holds of what it read, or fails after `timeoutMs` (a hang guard, as the browser tests' 15 s) saying what it last read. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

/** markTarget as an expression any engine's evaluate takes: each protocol passes arguments its own way. */
export function markExpression(kind: TargetKind, name: string): string {
  const args = [kind, name, TARGET_ATTRIBUTE].map((arg) => JSON.stringify(arg)).join(', ');
  return `(${markTarget.toString()})(${args})`;
}

/** Marks the target or fails naming it, after polling for it to appear (a screen renders asynchronously). */
export async function findTarget(
  evaluateExpression: (expression: string) => Promise<unknown>,
  kind: TargetKind,
  name: string,
): Promise<void> {
  await until(
    `the ${kind} '${name}'`,
    async () => (await evaluateExpression(markExpression(kind, name))) === true,
    Boolean,
  );
}
