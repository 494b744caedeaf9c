// The autopay dialog as its screen test renders it: shared by that test and the restore test
// (tests/model/keep/restore.screen.test.tsx), which renders it for a restored actor too.
import { useRef } from 'react';

import { type AutopayActor, AutopayDialog } from '@/screens/confirmation/AutopayDialog';

export const PHONE = '(404) 555-0100';

/** The dialog over a stand-in receipt heading, where focus goes back when it closes. */
function Receipt({ actor }: { actor: AutopayActor }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Receipt
      </h1>
      <AutopayDialog actor={actor} returnFocusTo={heading} phone={PHONE} />
    </>
  );
}

export const renderAutopay = (actor: AutopayActor) => <Receipt actor={actor} />;
