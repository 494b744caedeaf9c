import type { ReactNode } from 'react';

import type { ProviderData } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { directionOf, nondiscriminationNotice, portalTaglines } from '@machines/provider/rules/providerContent';

import { helpCopy as copyMessages } from './helpCopy';
import { usePageLanguage, useProviderContent } from './providerContent';

/** A run of digits with the spaces, hyphens, dots and brackets a phone number is written with. */
const NUMBER_RUN = /\+?\(?\d[\d\s().-]*\d/g;
/** A phone number has seven digits or more ('(555) 010-2000'; a TTY's '711' is one number already). */
const isPhoneNumber = (run: string) => run.replace(/\D/g, '').length >= 7;

/**
 * A text whose phone numbers read left to right in any direction: after Arabic letters the Unicode bidi
 * algorithm takes digits for Arabic numbers and a hyphen for a neutral, so '010-2000' in an Arabic
 * tagline would show as '2000-010' (W3C, "Bidi: numbers"); each number is isolated left to right, as
 * the W3C advises. The text stays text (React's), the same text for a screen reader.
 */
function PhonesLeftToRight({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let done = 0;
  for (const { 0: run, index } of text.matchAll(NUMBER_RUN)) {
    if (!isPhoneNumber(run)) continue;
    parts.push(
      text.slice(done, index),
      <bdi key={index} dir="ltr">
        {run}
      </bdi>,
    );
    done = index + run.length;
  }
  parts.push(text.slice(done));
  return <>{parts}</>;
}

/**
 * The provider's language assistance notice (issue 48, HHS Section 1557): each tagline in its own
 * language and direction (Arabic, Farsi, Urdu right to left), the provider's phone and TTY, and the
 * notice of nondiscrimination in the page's language where the provider gives it. Without a content
 * file, the portal's own sentence in English and Spanish. All of it text, never markup.
 */
export function LanguageAssistance({ provider }: { provider: ProviderData }) {
  const copy = useCopy(copyMessages).languageAssistance;
  const content = useProviderContent(provider.ProviderKey);
  const notice = nondiscriminationNotice(content, usePageLanguage());
  const taglines = content.taglines.length > 0 ? content.taglines : portalTaglines(provider.Phone);
  return (
    <div className="language-assistance">
      <ul className="taglines">
        {taglines.map((tagline) => (
          <li key={tagline.lang} lang={tagline.lang} dir={directionOf(tagline.lang)}>
            <PhonesLeftToRight text={tagline.text} />
          </li>
        ))}
      </ul>
      <p>
        {copy.call(provider.Phone)}
        {content.tty ? (
          <>
            <br />
            {copy.tty(content.tty)}
          </>
        ) : null}
      </p>
      {notice ? (
        <section aria-labelledby="nondiscrimination-title">
          <h3 id="nondiscrimination-title">{copy.nondiscrimination}</h3>
          <p className="provider-text" lang={notice.lang} dir={directionOf(notice.lang)}>
            <PhonesLeftToRight text={notice.text} />
          </p>
        </section>
      ) : null}
    </div>
  );
}
