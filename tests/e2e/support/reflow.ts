// Reflow, text spacing, text size and target size (WCAG 2.2 1.4.10, 1.4.12, 1.4.4, 2.5.8, 1.3.4), measured
// on the page as it is: the checks say what is wrong and where, so a failure reads as a list of elements.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** 1.4.10: content reflows at 320 CSS px wide (1280 px at 400 %). */
export const NARROW = { width: 320, height: 640 } as const;
/** 1.3.4: a phone held sideways. */
export const LANDSCAPE = { width: 844, height: 390 } as const;
/** 1.4.4 is measured on a desktop window with the browser's default text size doubled (see TEXT_200). */
export const DESKTOP = { width: 1280, height: 800 } as const;
/**
 * 200 % text: Chromium's default font size (Settings > Appearance > Font size; CDP Page.setFontSizes), as
 * a reader sets it, not an author's rule: the root's 112.5 % and every rem and em (media queries included)
 * follow it. 16 px is Chromium's default.
 */
const TEXT_200 = 32;
const TEXT_100 = 16;

/** WCAG 1.4.12's values, as the W3C's text-spacing bookmarklet applies them (!important over the author's). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * What is wrong with the layout now: sideways scrolling (the page or an open dialog), a control or a line
 * of text past the viewport's edges, text clipped by its box (overflow hidden with more content than room)
 * and two controls drawn over each other. Visually hidden content (clipped on purpose) is left out.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} class="${el.getAttribute('class') ?? ''}"> '${text}'`;
    };
    // Hidden on purpose: a visually-hidden box (1 px, clipped) or inside one; not drawn at all. Each
    // element's answer is kept for its descendants (a long bill has thousands of them, many levels deep).
    const clippedAt = new Map<Element, boolean>();
    const clipped = (el: Element | null): boolean => {
      if (!el) return false;
      let found = clippedAt.get(el);
      if (found === undefined) {
        const style = getComputedStyle(el);
        found = style.clip !== 'auto' || style.display === 'none' || clipped(el.parentElement);
        clippedAt.set(el, found);
      }
      return found;
    };
    const hidden = (el: Element) => clipped(el) || getComputedStyle(el).visibility === 'hidden';
    const root = document.documentElement;
    for (const scroller of [root, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]) {
      const sideways = scroller.scrollWidth - scroller.clientWidth;
      if (sideways > 0)
        problems.push(`${scroller === root ? 'the page' : describe(scroller)} scrolls ${sideways} px sideways`);
    }
    const width = root.clientWidth;
    // Behind a modal dialog nothing can be clicked: only the dialog's controls count as targets.
    const scope = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].pop() ?? document.body;
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';
    const drawn: { el: Element; box: DOMRect }[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || hidden(el)) continue;
      const isControl = el.matches(controls);
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if ((isControl || hasText) && (box.left < -0.5 || box.right > width + 0.5)) {
        problems.push(
          `${describe(el)} is cut off: it spans ${Math.round(box.left)}..${Math.round(box.right)} px of ${width}`,
        );
      }
      if (!el.matches('input, select, textarea')) {
        const style = getComputedStyle(el);
        const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        if (
          (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
          (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
        ) {
          problems.push(
            `${describe(el)} clips its content (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
          );
        }
      }
      if (isControl && scope.contains(el)) drawn.push({ el, box });
    }
    for (const [i, a] of drawn.entries()) {
      for (const b of drawn.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (overlapX > 1 && overlapY > 1) problems.push(`${describe(a.el)} overlaps ${describe(b.el)}`);
      }
    }
    return problems;
  });
}

/**
 * 2.5.8 Target Size (Minimum): every control at least 24 × 24 CSS px, or spaced so that a 24 px circle on
 * its centre touches no other target nor another small target's circle. A control inside its label counts
 * with the label (a click on the label activates it). A link inside a sentence is exempt (the 'inline' case).
 */
export function targetSizeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';
    const targets: { el: Element; box: DOMRect }[] = [];
    // Behind a modal dialog nothing can be clicked: only the dialog's controls are targets.
    const scope = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].pop() ?? document.body;
    for (const el of scope.querySelectorAll(controls)) {
      const box = (el.closest('label') ?? el).getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || el.closest('[inert]')) continue;
      const parent = el.parentElement;
      const inSentence =
        el.matches('a') &&
        style.display === 'inline' &&
        (parent?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      if (!inSentence) targets.push({ el, box });
    }
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const small = (box: DOMRect) => box.width < 24 - 0.01 || box.height < 24 - 0.01;
    const problems: string[] = [];
    for (const target of targets.filter((t) => small(t.box))) {
      const c = centre(target.box);
      const crowded = targets.some((other) => {
        if (other === target) return false;
        if (small(other.box)) return Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < 24;
        const dx = Math.max(other.box.left - c.x, 0, c.x - other.box.right);
        const dy = Math.max(other.box.top - c.y, 0, c.y - other.box.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded) {
        const name = `${target.el.tagName.toLowerCase()} '${(target.el.textContent ?? '').trim().slice(0, 40)}'`;
        problems.push(`${name} is ${target.box.width.toFixed(1)}×${target.box.height.toFixed(1)} px and crowded`);
      }
    }
    return problems;
  });
}

/** The W3C's text-spacing overrides on (a constructed stylesheet: the page's CSP allows it) or off again. */
export async function setTextSpacing(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    ([css, wanted]) => {
      const holder = window as unknown as { __textSpacing?: CSSStyleSheet };
      const sheet = (holder.__textSpacing ??= new CSSStyleSheet());
      sheet.replaceSync(css);
      const others = document.adoptedStyleSheets.filter((s) => s !== sheet);
      document.adoptedStyleSheets = wanted ? [...others, sheet] : others;
    },
    [TEXT_SPACING, on] as const,
  );
}

/** Chromium's default text size doubled (200 %) or back to its default. */
export async function setText200(page: Page, on: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: on ? TEXT_200 : TEXT_100 } });
  await cdp.detach();
}

/** The passes expectReflows can make; 'narrow' always runs. */
export type Pass = 'spacing' | 'text200' | 'landscape';

/**
 * The checks on the screen as it is, then the page back at 320 × 640 with no overrides: at 320 × 640,
 * layout and target size; then, as asked, with the text-spacing overrides at 320 × 640 (layout); at 200 %
 * text with the overrides on a desktop window (layout); held sideways at 844 × 390 (layout and targets).
 */
export async function expectReflows(page: Page, where: string, passes: readonly Pass[]): Promise<void> {
  await page.setViewportSize(NARROW);
  expect(await layoutProblems(page), `${where} at 320 × 640`).toEqual([]);
  expect(await targetSizeProblems(page), `${where}: targets at 320 × 640`).toEqual([]);
  if (passes.includes('spacing')) {
    await setTextSpacing(page, true);
    expect(await layoutProblems(page), `${where} at 320 × 640 with text spacing`).toEqual([]);
  }
  if (passes.includes('text200')) {
    await setTextSpacing(page, true);
    await page.setViewportSize(DESKTOP);
    await setText200(page, true);
    expect(await layoutProblems(page), `${where} at 200 % text with text spacing`).toEqual([]);
    await setText200(page, false);
  }
  await setTextSpacing(page, false);
  if (passes.includes('landscape')) {
    await page.setViewportSize(LANDSCAPE);
    expect(await layoutProblems(page), `${where} at 844 × 390`).toEqual([]);
    expect(await targetSizeProblems(page), `${where}: targets at 844 × 390`).toEqual([]);
  }
  await page.setViewportSize(NARROW);
}

/**
 * What a screen reader gets of the page's tables, from Chromium's own accessibility tree (not from the
 * DOM): how many tables, rows, column headers and cells, and the column headers' names.
 */
export async function tableSemantics(page: Page): Promise<{ counts: Record<string, number>; headers: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  const counts: Record<string, number> = { table: 0, row: 0, columnheader: 0, cell: 0 };
  const headers: string[] = [];
  for (const node of nodes) {
    const role = node.role?.value ?? '';
    if (node.ignored || !(role in counts)) continue;
    counts[role]! += 1;
    if (role === 'columnheader') headers.push(node.name?.value ?? '');
  }
  return { counts, headers };
}

/** The labels drawn before the values of the stacked tables (data-label), as shown now. */
export function drawnLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.stacking-table td[data-label]')]
      .map((cell) => getComputedStyle(cell, '::before').content)
      .filter((content) => content !== 'none' && content !== 'normal'),
  );
}
