// A provider's content from the deployer (issue 48): the language of the provider's own texts, those
// texts in other languages, language assistance taglines, a TTY number and the nondiscrimination
// notice; and how the screens pick from it. Reading a file is providerContentSchema.ts's (yup), which
// only the content's machine loads.
/** The provider's own texts that may come in other languages. */
export const PROVIDER_TEXTS = ['LegalText', 'RefundPolicy', 'Message1'] as const;
export type ProviderTextName = (typeof PROVIDER_TEXTS)[number];

export interface Tagline {
  /** A BCP 47 language tag; the text's direction follows from it. */
  lang: string;
  text: string;
}

export interface ProviderContent {
  /** The language of the provider's own texts (English when the file does not say). */
  language: string;
  /** The provider's texts in other languages, by language tag. */
  texts: Record<string, Partial<Record<ProviderTextName, string>>>;
  taglines: Tagline[];
  tty: string | null;
  /** The notice of nondiscrimination, by language tag. */
  nondiscrimination: Record<string, string>;
}

/**
 * The portal's own language assistance sentence, in English and Spanish, where the deployer gave no
 * taglines: content, like a provider's file (each line in its own language whatever the page's), so it
 * is data here, not a catalogue's message.
 */
export const portalTaglines = (phone: string): Tagline[] => [
  { lang: 'en', text: `Free language assistance is available. Call ${phone}.` },
  { lang: 'es', text: `Hay asistencia gratuita con el idioma. Llame al ${phone}.` },
];

/** No content from the deployer: English texts, the portal's own sentence. */
export const NO_CONTENT: ProviderContent = {
  language: 'en',
  texts: {},
  taglines: [],
  tty: null,
  nondiscrimination: {},
};

// Scripts written right to left (Unicode's; Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya).
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg']);

/** A language's writing direction, from its likely script (Arabic, Farsi, Urdu: right to left). */
export function directionOf(language: string): 'rtl' | 'ltr' {
  try {
    return RTL_SCRIPTS.has(new Intl.Locale(language).maximize().script ?? '') ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** Whether `language` (a tag) is the page's language (`es` is `es-US`'s). */
export const sameLanguage = (a: string, b: string): boolean =>
  a.split('-')[0]!.toLowerCase() === b.split('-')[0]!.toLowerCase();

/** A provider text in the page's language when the deployer gave one, else as the provider wrote it. */
export function providerText(
  content: ProviderContent,
  name: ProviderTextName,
  original: string | null | undefined,
  pageLanguage: string,
): { text: string; lang: string } | null {
  const translated = Object.entries(content.texts).find(([language]) => sameLanguage(language, pageLanguage))?.[1];
  const inPage = translated?.[name];
  if (inPage) return { text: inPage, lang: pageLanguage };
  return original ? { text: original, lang: content.language } : null;
}

/** The nondiscrimination notice in the page's language, else in the provider's, else null. */
export function nondiscriminationNotice(
  content: ProviderContent,
  pageLanguage: string,
): { text: string; lang: string } | null {
  const entries = Object.entries(content.nondiscrimination);
  const found =
    entries.find(([language]) => sameLanguage(language, pageLanguage)) ??
    entries.find(([language]) => sameLanguage(language, content.language));
  return found ? { text: found[1], lang: found[0] } : null;
}
