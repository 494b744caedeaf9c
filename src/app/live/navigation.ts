import { navigate as wouterNavigate } from 'wouter/use-browser-location';

/** The `navigate` action every machine declares, for `machine.provide({ actions })`. */
export const navigate = (_: unknown, params: { to: string }) => wouterNavigate(params.to);

/** The `openInNewTab` action: the partner's site in a new tab, without access back to this page. */
export const openInNewTab = (_: unknown, params: { url: string }) => {
  window.open(params.url, '_blank', 'noopener,noreferrer');
};
