import { readdirSync } from 'node:fs';

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// A language is a folder of src/locales holding its messages.po: adding one is adding that file
// (README: "Adding a language"). The pseudo-locale's catalogue is written from English by
// scripts/build/pseudo-locale.mjs (accented, a third longer), never translated, never committed.
const PSEUDO = 'pseudo';
const languages = readdirSync(new URL('./src/locales/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== PSEUDO)
  .map((entry) => entry.name);

/** What the guarantor sees once signed in: its words load with its code. */
const ACCOUNT = [
  '<rootDir>/src/screens/guarantor',
  '<rootDir>/src/screens/confirmation',
  '<rootDir>/src/screens/insurance',
  '<rootDir>/machines/rules/paymentMessages.ts',
  '<rootDir>/machines/insurance/rules/cameraMessages.ts',
  '<rootDir>/machines/insurance/rules/insuranceMessages.ts',
];

/** The help screen's and footer dialogs' words: they load with the dialogs. */
const HELP = ['<rootDir>/src/ui/helpCopy.ts'];

/** The session's warning, its end and the staff sign-on's words: they load with that code (issue 34). */
const SESSION = ['<rootDir>/src/screens/session/copy.ts'];

export default defineConfig({
  sourceLocale: 'en',
  locales: [...languages, PSEUDO],
  // Four parts per language (src/i18n/catalogues.ts): the ways in load before the first render; the
  // account's words (everything behind sign-in), help's and the session's with their code, to keep the
  // first render small.
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/account', include: ACCOUNT },
    { path: '<rootDir>/src/locales/{locale}/help', include: HELP },
    { path: '<rootDir>/src/locales/{locale}/session', include: SESSION },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [...ACCOUNT, ...HELP, ...SESSION].map((path) => (path.endsWith('.ts') ? path : `${path}/**`)),
    },
  ],
  // No line numbers: a catalogue changes when a message does, not when code around it moves.
  format: formatter({ lineNumbers: false }),
  // Grouped by the file that says them: a translator reads a screen's words together.
  orderBy: 'origin',
});
