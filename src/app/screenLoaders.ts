import { parse } from 'regexparam';

import { withWords } from '@/i18n/i18n';

// The screens that load on demand, by address, without React: main.tsx starts the first screen's
// code with the page's first calls, before React and the app have arrived (issue 34); App.tsx wraps
// the same loaders in its lazy components. Screens load on demand so a delivery link downloads only
// what its first screen needs.

/** The addresses of the screens that load on demand (spec section 2). */
export const PATHS = {
  lookup: '/',
  delivery: '/d/:id',
  change: '/change/:id',
  confirmation: '/confirmation',
  sso: '/apgt/:tokenId',
  insurance: '/insurance',
  help: '/help',
} as const;

export type ScreenName = keyof typeof PATHS;

/** Each screen's code (and, where it has words of its own, its part of the catalogue). */
export const screenLoaders = {
  lookup: () => import('./routes/LookupRoute'),
  delivery: () => import('./routes/DeliveryRoute'),
  change: () => import('./routes/NotificationChangeRoute'),
  confirmation: withWords('account', () => import('./routes/ConfirmationRoute')),
  sso: withWords('session', () => import('./routes/SsoRoute')),
  insurance: withWords('account', () => import('./routes/InsuranceRoute')),
  help: withWords('help', () => import('../screens/help/HelpPage')),
} satisfies Record<ScreenName, () => Promise<unknown>>;

/** The params of `path` at `pathname` as wouter reads them (with regexparam, as wouter does), or null. */
export function paramsAt(path: string, pathname: string): Record<string, string | undefined> | null {
  const { pattern, keys } = parse(path);
  const match = pattern.exec(pathname);
  return match ? Object.fromEntries(keys.map((key, index) => [key, match[index + 1]])) : null;
}

/** The screen at `pathname`, or null (a message page, an unknown address). */
export function screenAt(pathname: string): ScreenName | null {
  const names = Object.keys(PATHS) as ScreenName[];
  return names.find((name) => paramsAt(PATHS[name], pathname) !== null) ?? null;
}

/** Starts fetching the code of the screen at `pathname`; settles when it is there or has failed. */
export function loadScreenAt(pathname: string): Promise<void> {
  const screen = screenAt(pathname);
  return screen
    ? screenLoaders[screen]().then(
        () => undefined,
        () => undefined, // the screen's lazy component shows the maintenance page
      )
    : Promise.resolve();
}

/** The delivery link's id at `pathname` (as the route gives it), or null: its check starts early. */
export function deliveryIdAt(pathname: string): string | null {
  return paramsAt(PATHS.delivery, pathname)?.id ?? null;
}
