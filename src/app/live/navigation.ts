import { navigate as wouterNavigate } from 'wouter/use-browser-location';

/**
 * Runs a side effect that reaches outside the machine (the router, another actor) after the current
 * transition has finished. Microtasks run in order, so effects keep the order the machine gave them.
 */
export const afterTransition = (effect: () => void) => queueMicrotask(effect);

/** The `navigate` action every machine declares, for `machine.provide({ actions })`. */
export const navigate = (_: unknown, params: { to: string }) => afterTransition(() => wouterNavigate(params.to));

/** The `openInNewTab` action: the partner's site in a new tab, without access back to this page. */
export const openInNewTab = (_: unknown, params: { url: string }) => {
  window.open(params.url, '_blank', 'noopener,noreferrer');
};
