import { createContext } from 'react';

import type { ConfirmationActor } from './live/confirmation';

/**
 * A confirmation actor given to App (tests give each render its own); without one, the tab's own
 * is started when a route first needs it (useConfirmationActor), so its code stays out of the
 * first render's bundle.
 */
export const ConfirmationActorContext = createContext<ConfirmationActor | null>(null);
