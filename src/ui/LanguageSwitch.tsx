import OWN_NAMES from 'virtual:language-names';

import { copy } from '@/copy';
import { useCopy } from '@/i18n/copy';

interface LanguageSwitchProps {
  /** The language the page speaks. */
  locale: string;
  /** The languages that have a catalogue (src/locales). */
  languages: readonly string[];
  onChoose: (locale: string) => void;
}

/** Each language in its own words ('Español'), named at build time (scripts/build/vite-language-names.mjs). */
const ownName = (locale: string): string => OWN_NAMES[locale] ?? locale;

/**
 * The header's language switch: one toggle button per language, each named in that language (and
 * marked with `lang`, so a screen reader says it in the right voice). Switching keeps the page as it
 * is: only its words change.
 */
export function LanguageSwitch({ locale, languages, onChoose }: LanguageSwitchProps) {
  const { language } = useCopy(copy);
  if (languages.length < 2) return null;
  return (
    <nav className="language-switch" aria-label={language}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          className="link-button"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => onChoose(option)}
        >
          {ownName(option)}
        </button>
      ))}
    </nav>
  );
}
