// Writes src/locales/pseudo/messages.po from the English catalogue: every message accented and a
// third longer ('Continue' → 'Ĉōńţĩńũē~~~'), placeholders and plural keywords kept. The browser
// test that walks every screen in it fails on any words still in plain English, and on a layout
// that breaks when text grows (tests/e2e/pseudo-locale.e2e.ts). Generated, never translated.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

import PO from 'pofile';
import pseudolocale from 'pseudolocale';

const root = new URL('../../src/locales/', import.meta.url);
const delimiter = '%&&&%';
// ICU parts that must stay as written: {name}, '{count, plural,' … '} other {' and the closing braces.
const protectedParts =
  /(\{\s*\w+\s*,\s*(plural|selectordinal|select)\s*,[^{]*\{)|(\}\s*[=\w]+\s*\{)|(\{\s*\w+\s*\})|#|\}/g;

// Words, not padding spaces (HTML collapses those): the text really is a third longer and wraps like text.
const filler = 'ŀōŕēḿ ĩƥśũḿ ďōĺōŕ śĩţ àḿēţ ćōńśēćţēţũŕ àďĩƥĩśćĩńĝ ēĺĩţ śēď ďō ēĩũśḿōď ţēḿƥōŕ ';

export function pseudo(message) {
  const marked = message.replace(protectedParts, (part) => `${delimiter}${part}${delimiter}`);
  const accented = pseudolocale(marked, { delimiter, prepend: '', append: '' }).replaceAll(delimiter, '');
  const extra = Math.ceil(message.length * 0.34);
  return extra > 0
    ? `${accented} ${filler
        .repeat(Math.ceil(extra / filler.length))
        .slice(0, extra)
        .trim()}`
    : accented;
}

mkdirSync(new URL('pseudo/', root), { recursive: true });
for (const file of readdirSync(new URL('en/', root)).filter((name) => name.endsWith('.po'))) {
  const english = PO.parse(readFileSync(new URL(`en/${file}`, root), 'utf8'));
  const out = new PO();
  out.headers = { Language: 'pseudo', 'Content-Type': 'text/plain; charset=utf-8' };
  out.items = english.items.map((item) => {
    const entry = new PO.Item();
    entry.msgid = item.msgid;
    entry.msgctxt = item.msgctxt;
    entry.msgstr = [pseudo(item.msgid)];
    return entry;
  });
  // Written only when it changes: npm test's other lanes may be reading it while a build regenerates it.
  const target = new URL(`pseudo/${file}`, root);
  const text = out.toString() + '\n';
  if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
}
