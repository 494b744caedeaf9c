import { liveSupportReplayMachine } from '@/app/live/supportReplay';
import { ReplayScreen } from '@/app/replay/replayScreens';
import { useObservedActorRef } from '@/observability/react';
import { ReplayPage } from '@/screens/support/ReplayPage';

/** `/support/replay` (dev server and demo build only; App.tsx leaves the route out of production). */
export default function SupportReplayRoute() {
  const actor = useObservedActorRef(liveSupportReplayMachine);
  return <ReplayPage actor={actor} renderScreen={(step) => <ReplayScreen step={step} />} />;
}
