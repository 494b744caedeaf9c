// The guarantor step's form as its screen test renders it: shared by that test and the restore
// test (tests/model/keep/restore.screen.test.tsx), which renders it for a restored actor too.
import type { ActorRefFrom } from 'xstate';

import { GuarantorStepForm } from '@/screens/insurance/GuarantorStepForm';
import type { guarantorStepMachine } from '@machines/insurance/insuranceGuarantor.machine';

export const renderGuarantorStep = (actor: ActorRefFrom<typeof guarantorStepMachine>) => (
  <GuarantorStepForm actor={actor} loginHref="/d/D1001" />
);
