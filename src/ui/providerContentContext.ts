import { createContext } from 'react';

import type { ProviderContent } from '@machines/provider/rules/providerContent';

/**
 * How a screen gets its provider's content (issue 48): the shell gives the loader (one promise per
 * provider, so React's `use` waits on it once; null when its code could not load); without one, the
 * portal's defaults. Alone in its file: the shell carries only this, the rest loads with the screens.
 */
export const ProviderContentContext = createContext<((key: string) => Promise<ProviderContent | null>) | null>(null);
