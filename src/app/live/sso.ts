import { validateBySso } from '@/api/calls';
import { ssoMachine } from '@machines/delivery/sso.machine';

import { fromCall } from './fromCall';
import { liveGuarantorViewMachine } from './guarantorView';

/** Staff-assisted entry with its real call and the live validated view (the receipt goes to the confirmation actor in its input). */
export const liveSsoMachine = ssoMachine.provide({
  actors: {
    validateSso: fromCall((input: { tokenId: string }, signal) => validateBySso(input.tokenId, signal)),
    guarantorView: liveGuarantorViewMachine,
  },
});
