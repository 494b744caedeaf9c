import type { Messages } from '@lingui/core';

// One catalogue per language, compiled from src/locales/{locale}/messages.po by @lingui/vite-plugin;
// each is its own chunk, so a page loads only the language it speaks. The pseudo-locale (accented,
// a third longer) is only in builds that ask for it (the browser tests' build, development).
type Catalogue = () => Promise<{ messages: Messages }>;
const files: Record<string, Catalogue> = import.meta.glob<{ messages: Messages }>([
  '../locales/*/messages.po',
  '!../locales/pseudo/messages.po',
]);
const pseudo: Record<string, Catalogue> =
  import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE
    ? import.meta.glob<{ messages: Messages }>('../locales/pseudo/messages.po')
    : {};

const catalogues = new Map(
  Object.entries({ ...files, ...pseudo }).map(([path, load]) => [path.split('/').at(-2)!, load] as const),
);

/** The languages the portal speaks, in the order the switch shows them (the source language first). */
export const LANGUAGES: readonly string[] = [...catalogues.keys()]
  .filter((locale) => locale !== 'pseudo')
  .sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));

/** Every locale a page may be asked for (`?lang=`), the pseudo-locale included where it is built. */
export const SUPPORTED_LOCALES: readonly string[] = [...catalogues.keys()];

export async function loadMessages(locale: string): Promise<Messages> {
  const load = catalogues.get(locale);
  if (!load) throw new Error(`No catalogue for ${locale}`);
  return (await load()).messages;
}
