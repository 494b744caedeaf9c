import type { SnapshotFrom } from 'xstate';

import type { confirmationMachine } from './confirmation.machine';
import type { PaymentOutput } from './payment.machine';
import type { ReceiptDetails } from './rules/receipt';

type ConfirmationSnapshot = SnapshotFrom<typeof confirmationMachine>;

/** What `/confirmation` shows. */
export type ConfirmationView =
  /** This tab's payment, with its autopay offer. */
  | { page: 'receipt'; receipt: PaymentOutput }
  /** After a reload: the receipt's printed fields as this tab remembered them (an open offer comes back). */
  | { page: 'remembered'; details: ReceiptDetails }
  /** No payment in this tab. */
  | { page: 'empty' };

/** What the confirmation page needs to know of the machine's state (compare with shallowEqual). */
export function confirmationView(snapshot: ConfirmationSnapshot): ConfirmationView {
  const { receipt, remembered } = snapshot.context;
  switch (snapshot.value) {
    // Restored after a reload with its offer (issue 46): the receipt was not kept, its printed fields were.
    case 'showing':
      return receipt
        ? { page: 'receipt', receipt }
        : remembered
          ? { page: 'remembered', details: remembered }
          : { page: 'empty' };
    case 'reloaded':
      return remembered ? { page: 'remembered', details: remembered } : { page: 'empty' };
    case 'starting':
    case 'empty':
      return { page: 'empty' };
  }
}
