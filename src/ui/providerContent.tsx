import { useLingui } from '@lingui/react';
import { use, useContext } from 'react';

import {
  directionOf,
  NO_CONTENT,
  type ProviderContent,
  providerText,
  type ProviderTextName,
} from '@machines/provider/rules/providerContent';

import { ProviderDataContext } from './provider';
import { ProviderContentContext } from './providerContentContext';

/**
 * The provider's content (the screens' provider, or `providerKey`'s outside them: the footer); the
 * screen waits for it (its Suspense) the first time.
 */
export function useProviderContent(providerKey?: string): ProviderContent {
  const load = useContext(ProviderContentContext);
  const provider = useContext(ProviderDataContext);
  const key = providerKey ?? provider?.ProviderKey;
  return (load && key ? use(load(key)) : null) ?? NO_CONTENT;
}

/** The page's language (its `lang`), as the portal's words speak it. */
export function usePageLanguage(): string {
  return useLingui().i18n.locale;
}

/**
 * A provider's text as the screen shows it: in the page's language when the deployer gave that version,
 * else as the provider wrote it; with its language, for the element's `lang` (WCAG 3.1.2).
 */
export function useProviderText(name: ProviderTextName, original: string | null | undefined) {
  return providerText(useProviderContent(), name, original, usePageLanguage());
}

/** A provider's text as a paragraph marked with its language (and so its direction); inert text, never markup. */
export function ProviderText({
  name,
  text,
  className = 'provider-text',
}: {
  name: ProviderTextName;
  text: string | null | undefined;
  className?: string;
}) {
  const shown = useProviderText(name, text);
  return shown ? (
    <p className={className} lang={shown.lang} dir={directionOf(shown.lang)}>
      {shown.text}
    </p>
  ) : null;
}
