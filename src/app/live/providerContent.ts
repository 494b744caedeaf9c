import axios from 'axios';
import { fromPromise, waitFor } from 'xstate';

import { config } from '@/config';
import { createObservedActor } from '@/observability/observe';
import { providerContentMachine } from '@machines/provider/providerContent.machine';
import type { ProviderContent } from '@machines/provider/rules/providerContent';
import { readProviderContent } from '@machines/provider/rules/providerContentSchema';

/**
 * The deployer's file for a provider (VITE_PROVIDER_CONTENT_URL, a URL template with `{key}`; same
 * origin, so the CSP needs nothing new): its JSON, or null when there is none (no setting, a 404, the
 * host's page instead of a file); one not in the format fails.
 * A bare GET: nothing of the session goes with it.
 */
async function loadContent({ key }: { key: string }, signal: AbortSignal): Promise<ProviderContent | null> {
  if (!config.providerContentUrl) return null;
  const url = config.providerContentUrl.replace('{key}', encodeURIComponent(key));
  const response = await axios.get<unknown>(url, {
    adapter: 'xhr',
    signal,
    timeout: 10_000,
    headers: { Accept: 'application/json' },
    validateStatus: (status) => (status >= 200 && status < 300) || status === 404,
  });
  // A host that answers every unknown path with the app's page (a single-page app's fallback) has no file.
  const isPage = String(response.headers['content-type'] ?? '').includes('text/html');
  if (response.status === 404 || isPage) return null;
  const content = readProviderContent(response.data);
  if (!content) throw new Error(`${url} is not in the format of docs/provider-content.schema.json`);
  return content;
}

const liveProviderContentMachine = providerContentMachine.provide({
  actors: { loadContent: fromPromise(({ input, signal }) => loadContent(input, signal)) },
});

/** A provider's content: the deployer's, or the portal's defaults (never fails; at worst after the call's time limit). */
export function providerContentOf(key: string): Promise<ProviderContent> {
  const actor = createObservedActor(liveProviderContentMachine, { id: 'providerContent', input: { key } }).start();
  return waitFor(actor, (s) => s.hasTag('ready')).then((s) => s.context.content);
}
