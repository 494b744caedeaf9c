import type { ActorRefFrom } from 'xstate';

import { NeedsSession, warmSessionWarning } from '@/app/NeedsSession';
import GuarantorView from '@/screens/guarantor/GuarantorView';
import type { guarantorViewMachine } from '@machines/bill/guarantorView.machine';

// The session's warning loads with the bill's code, not in the middle of its first draw (see NeedsSession).
warmSessionWarning();

/**
 * The validated view on a way in that needs the session (a delivery link, single sign-on): loaded
 * after the first screen with the account's words (`loadBill`), so neither is on the first render.
 */
export default function Bill({ view, path }: { view: ActorRefFrom<typeof guarantorViewMachine>; path: string }) {
  return (
    <NeedsSession place="bill" path={path} source={view}>
      <GuarantorView view={view} />
    </NeedsSession>
  );
}
