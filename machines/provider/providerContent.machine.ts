import { assign, fromPromise, setup } from 'xstate';

import { NO_CONTENT, type ProviderContent } from './rules/providerContent';

export interface ProviderContentInput {
  /** The provider whose content it is (ProviderKey). */
  key: string;
}

export interface ProviderContentContext extends ProviderContentInput {
  /** What the screens use: the deployer's content, or the portal's defaults (NO_CONTENT). */
  content: ProviderContent;
}

/**
 * A provider's content from the deployer (issue 48), loaded once when a screen first needs it (the
 * bill's texts, the language assistance view), never on a first screen's path. No file for the
 * provider (`loadContent` answers null), or none configured: the portal's defaults. A file that does
 * not load or does not match the format (`loadContent` checks it with readProviderContent, so a
 * replay of the trace, whose texts are redacted, takes the same path): the defaults too, and a fault
 * in the trace (`failed`).
 */
export const providerContentMachine = setup({
  types: {
    context: {} as ProviderContentContext,
    input: {} as ProviderContentInput,
    tags: {} as 'ready',
  },
  actors: {
    /** The file's content as readProviderContent reads it, or null when the deployer has none for this provider. */
    loadContent: fromPromise<ProviderContent | null, { key: string }>(() => {
      throw new Error('loadContent not provided');
    }),
  },
  actions: {
    keepContent: assign({ content: (_, params: { content: ProviderContent | null }) => params.content ?? NO_CONTENT }),
    /** The message only: a provider's file is the deployer's to fix. */
    logFault: (_, params: { error: unknown }) => {
      console.error('[provider content]', params.error instanceof Error ? params.error.message : params.error);
    },
  },
}).createMachine({
  id: 'providerContent',
  context: ({ input }) => ({ ...input, content: NO_CONTENT }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => ({ key: context.key }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepContent', params: ({ event }) => ({ content: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'logFault', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { tags: 'ready' },
    /** The defaults, as with no file; the trace holds why. */
    failed: { tags: 'ready' },
  },
});
