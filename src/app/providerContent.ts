import { NO_CONTENT, type ProviderContent } from '@machines/provider/rules/providerContent';

const contents = new Map<string, Promise<ProviderContent>>();

/**
 * A provider's content (issue 48), loaded once per provider and tab when a screen first needs it (the
 * bill's texts, the language assistance view): its code and its file are never on a first screen's path.
 */
export function loadProviderContent(key: string): Promise<ProviderContent> {
  let content = contents.get(key);
  if (!content) {
    content = import('./live/providerContent').then((live) => live.providerContentOf(key)).catch(() => NO_CONTENT);
    contents.set(key, content);
  }
  return content;
}
