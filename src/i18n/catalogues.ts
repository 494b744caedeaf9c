import type { Messages } from '@lingui/core';

// Catalogues compiled from src/locales/{locale}/{part}.po by @lingui/vite-plugin, each its own chunk,
// so a page loads only the language it speaks, and only the part it needs: `messages` holds the words
// of the ways in (shell, message pages, confirm-info, lookup, sign-on, notification change) and loads
// before the first render; `account` holds the words behind them (bill, payment, confirmation,
// insurance, camera), `help` the help screen's and footer dialogs' words and `session` the session's
// warning, its end and the staff sign-on's; each loads with its code (`withWords`). English's
// `messages` rides in the app's chunk instead (vite.config.ts SOURCE_WORDS): no request of its own, and
// the language a failed catalogue falls back to. lingui.config.ts says which file goes where. The
// pseudo-locale is only in builds that ask for it (the browser tests', development).
export type CataloguePart = 'messages' | 'account' | 'help' | 'session';
type Catalogue = () => Promise<{ messages: Messages }>;

const files: Record<string, Catalogue> = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.po',
  '!../locales/pseudo/*.po',
]);
const pseudo: Record<string, Catalogue> =
  import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE
    ? import.meta.glob<{ messages: Messages }>('../locales/pseudo/*.po')
    : {};

/** '../locales/es/account.po' → 'es/account' */
const catalogues = new Map(
  Object.entries({ ...files, ...pseudo }).map(([path, load]) => [
    path.split('/').slice(-2).join('/').slice(0, -3),
    load,
  ]),
);
const locales = [...new Set([...catalogues.keys()].map((key) => key.split('/')[0]!))];

/** The languages the portal speaks, in the order the switch shows them (the source language first). */
export const LANGUAGES: readonly string[] = locales
  .filter((locale) => locale !== 'pseudo')
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

/** Every locale a page may be asked for (`?lang=`), the pseudo-locale included where it is built. */
export const SUPPORTED_LOCALES: readonly string[] = locales;

/** The messages of `parts` of a language's catalogue, as one table. */
export async function loadMessages(locale: string, parts: readonly CataloguePart[]): Promise<Messages> {
  const loaded = await Promise.all(
    parts.map((part) => {
      const load = catalogues.get(`${locale}/${part}`);
      if (!load) throw new Error(`No catalogue ${locale}/${part}`);
      return load();
    }),
  );
  return Object.assign({}, ...loaded.map((module) => module.messages)) as Messages;
}
