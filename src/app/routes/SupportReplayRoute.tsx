import type { Messages } from '@lingui/core';
import { useSelector } from '@xstate/react';

import { liveSupportReplayMachine, type ReplayWithCatalogues, supportReplayInput } from '@/app/live/supportReplay';
import { machines } from '@/app/machines';
import { ReplayScreen } from '@/app/replay/replayScreens';
import { useObservedActorRef } from '@/observability/react';
import { ReplayPage } from '@/screens/support/ReplayPage';

const NO_CATALOGUES: Record<string, Messages> = {};

/** The replay: `/support/replay` on the dev server and the demo build (never in dist/), and the support console's home. */
export default function SupportReplayRoute() {
  const actor = useObservedActorRef(liveSupportReplayMachine, { input: supportReplayInput });
  // The loader returns the report with the catalogues of the languages the guarantor's pages spoke.
  const catalogues = useSelector(
    actor,
    (snapshot) => (snapshot.context.replay as ReplayWithCatalogues | null)?.catalogues ?? NO_CATALOGUES,
  );
  return (
    <ReplayPage
      actor={actor}
      machines={machines}
      renderScreen={(step) => <ReplayScreen step={step} catalogues={catalogues} />}
    />
  );
}
