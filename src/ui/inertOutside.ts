/** How many open dialogs made each element inert (a dialog over a dialog, closed in any order). */
const inertBy = new WeakMap<Element, number>();

/**
 * Makes everything in the body outside `keep` inert (the siblings of each kept element and of each of its
 * ancestors) and returns the undo. An element already inert by the page's own markup is left alone.
 * Writes `inert=""`: a boolean attribute, valid HTML, and the form IBM Equal Access looks for on ancestors.
 */
export function inertOutside(keep: Element[]): () => void {
  const body = keep[0]?.ownerDocument.body;
  const kept = new Set<Element>();
  for (const element of keep) for (let e: Element | null = element; e && e !== body; e = e.parentElement) kept.add(e);
  const marked = new Set<Element>();
  for (const element of kept)
    for (const sibling of element.parentElement?.children ?? [])
      if (!kept.has(sibling) && (inertBy.has(sibling) || !sibling.hasAttribute('inert'))) marked.add(sibling);
  for (const element of marked) {
    const count = inertBy.get(element) ?? 0;
    inertBy.set(element, count + 1);
    // Written by the first only: a dialog over a dialog, or a dialog's second call (ui/Dialog.tsx), writes nothing.
    if (count === 0) element.setAttribute('inert', '');
  }
  return () => {
    for (const element of marked) {
      const count = (inertBy.get(element) ?? 1) - 1;
      if (count > 0) inertBy.set(element, count);
      else {
        inertBy.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}
