import { useTranslate } from '@/i18n/copy';
import type { Words } from '@machines/rules/words';
import { DELIVERED_LANGUAGE } from '@machines/session/rules/language';

import { Said } from './Said';

/** Stands for the quoted value while the message is written: a character no message holds. */
const PLACE = '\u0000';

/**
 * One of the portal's messages that quotes text the provider wrote (its label for the account
 * number: 'Please enter the Account Number'): the message in the page's language, the quoted value
 * marked with the language it was delivered in (WCAG 3.1.2). (Lingui's Trans would do it too, but
 * would bring its element formatting into the first render's chunk.)
 */
export function SaidQuoting({ words, quoted }: { words: Words; quoted: string }) {
  const say = useTranslate();
  const value = typeof words === 'string' ? undefined : words.values?.[quoted];
  if (typeof words === 'string' || typeof value !== 'string') return <Said words={words} />;
  const [before, after] = say({ ...words, values: { ...words.values, [quoted]: PLACE } }).split(PLACE);
  return (
    <>
      {before}
      <span lang={DELIVERED_LANGUAGE}>{value}</span>
      {after}
    </>
  );
}
