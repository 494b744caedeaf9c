// Where a Square payment method (the card widget, Google Pay) draws itself: an element of one
// load's own inside the page's container (issue 31). Square's attach() and destroy() empty the
// element they are given, so a load abandoned when its container remounted (React's StrictMode on
// the dev server, a later layout) would otherwise empty the container of the load that replaced it.

/**
 * Appends an empty element of this load's own to `container` and returns it. It leaves the page as
 * soon as the load is abandoned (`signal` aborts) or `release` is called (the method is destroyed),
 * so whatever an abandoned load draws or empties never reaches a later load's element.
 */
export function squareSlot(container: string, signal: AbortSignal): { element: HTMLElement; release(): void } {
  const parent = document.querySelector(container);
  if (!parent) throw new Error(`ElementNotFoundError: ${container} was not found.`);
  const element = document.createElement('div');
  element.className = 'square-slot';
  parent.append(element);
  const release = () => element.remove();
  signal.addEventListener('abort', release, { once: true });
  return { element, release };
}
