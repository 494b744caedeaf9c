import type { ProviderData } from '@/api/types';
import { useCopy } from '@/i18n/copy';
import { directionOf, nondiscriminationNotice, portalTaglines } from '@machines/provider/rules/providerContent';

import { helpCopy as copyMessages } from './helpCopy';
import { usePageLanguage, useProviderContent } from './providerContent';

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
            {tagline.text}
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
          <p className="provider-text" lang={notice.lang}>
            {notice.text}
          </p>
        </section>
      ) : null}
    </div>
  );
}
