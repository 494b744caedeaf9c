import { copy } from '@/copy';
import { useCopy } from '@/i18n/copy';

interface LanguageSwitchProps {
  /** The language the page speaks. */
  locale: string;
  /** The languages that have a catalogue (src/locales). */
  languages: readonly string[];
  onChoose: (locale: string) => void;
}

/** 'español' → 'Español': each language named in its own words, as a guarantor looks for it. */
function ownName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

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
