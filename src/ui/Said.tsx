import { useTranslate } from '@/i18n/copy';
import type { Words } from '@machines/rules/words';
import { DELIVERED_LANGUAGE } from '@machines/session/rules/language';

/**
 * What a machine gives a screen to say: the portal's own words in the page's language, or text the
 * server or the provider wrote, shown as delivered and marked with its language (WCAG 3.1.2), so a
 * screen reader on a Spanish page reads an English refusal with English sounds.
 */
export function Said({ words }: { words: Words }) {
  const say = useTranslate();
  return typeof words === 'string' ? <span lang={DELIVERED_LANGUAGE}>{words}</span> : say(words);
}
