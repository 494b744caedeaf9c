import { validateBySso } from '@/api/calls';
import { ssoMachine } from '@machines/delivery/sso.machine';

import { fromCall } from './fromCall';

/** Staff-assisted entry with its real call. */
export const liveSsoMachine = ssoMachine.provide({
  actors: {
    validateSso: fromCall((input: { tokenId: string }, signal) => validateBySso(input.tokenId, signal)),
  },
});
