import { validateGuarantorForPaper } from '@/api/calls';
import type { GuarantorLookupModel } from '@/api/types';
import { lookupMachine } from '@machines/delivery/lookup.machine';

import { fromCall } from './fromCall';

/** The statement lookup with its real call. */
export const liveLookupMachine = lookupMachine.provide({
  actors: {
    // The API client stores the Token with its timestamp and hands on the guarantor without it.
    validateGuarantor: fromCall((input: GuarantorLookupModel, signal) => validateGuarantorForPaper(input, signal)),
  },
});
