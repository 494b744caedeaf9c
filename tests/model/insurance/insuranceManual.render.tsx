// The manual insurance entry form as its screen test renders it: shared by that test and the restore
// test (tests/model/keep/restore.screen.test.tsx), which renders it for a restored actor too.
import type { ActorRefFrom } from 'xstate';

import { ManualEntryForm } from '@/screens/insurance/ManualEntryForm';
import type { manualEntryMachine } from '@machines/insurance/insuranceManual.machine';

export const renderManualEntry = (actor: ActorRefFrom<typeof manualEntryMachine>) => <ManualEntryForm actor={actor} />;
