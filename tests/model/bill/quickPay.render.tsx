// The quick-pay view as its screen test renders it: shared by that test and the restore
// test (tests/model/keep/restore.screen.test.tsx), which renders it for a restored actor too.
import type { ActorRefFrom } from 'xstate';

import { QuickPayView } from '@/screens/guarantor/QuickPayView';
import type { quickPayMachine } from '@machines/bill/quickPay.machine';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';

export const renderQuickPay = (actor: ActorRefFrom<typeof quickPayMachine>) => (
  <QuickPayView quickPay={actor} amountDue={quickPayGuarantor.AmountDue} />
);
