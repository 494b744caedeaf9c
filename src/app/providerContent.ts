import type { ProviderContent } from '@machines/provider/rules/providerContent';

const contents = new Map<string, Promise<ProviderContent | null>>();

/**
 * A provider's content (issue 48), loaded once per provider and tab when a screen first needs it (the
 * bill's texts, the language assistance view): its code and its file are never on a first screen's path.
 * Null when its code cannot load: the screens then use the portal's defaults.
 */
export function loadProviderContent(key: string): Promise<ProviderContent | null> {
  let content = contents.get(key);
  if (!content) {
    content = import('./live/providerContent').then((live) => live.providerContentOf(key)).catch(() => null);
    contents.set(key, content);
  }
  return content;
}
