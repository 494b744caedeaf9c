import { navigate as wouterNavigate } from 'wouter/use-browser-location';

/**
 * The `navigate` action every machine declares, for `machine.provide({ actions })`. The router moves
 * in a microtask after the transition has finished, so no route renders while an actor is
 * mid-transition, and whatever the machine sent another actor in the same transition (`sendTo`,
 * delivered at its end) has arrived first: the receipt reaches the confirmation actor before
 * /confirmation renders.
 */
export const navigate = (_: unknown, params: { to: string }) => queueMicrotask(() => wouterNavigate(params.to));

/** The `openInNewTab` action: the partner's site in a new tab, without access back to this page. */
export const openInNewTab = (_: unknown, params: { url: string }) => {
  window.open(params.url, '_blank', 'noopener,noreferrer');
};
