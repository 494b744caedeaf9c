import { assign, fromPromise, setup } from 'xstate';

import type { InlineError } from '@machines/inlineError';
import type { RestoredEvent } from '@machines/restored';
import { isValidNotificationEmail } from '@machines/rules/email';
import { notificationMessages } from '@machines/rules/messages';
import type { DeliveryMethodChange, DeliveryResponse, SuccessResult } from '@machines/types';

export interface NotificationChangeInput {
  deliveryId: string;
  /** Known when reached from a validated guarantor; a bare `/change/{id}` link has none. */
  guarantorId?: string | null;
  /** The address the guarantor had typed when their session ended. */
  email?: string;
}

export interface NotificationChangeContext {
  deliveryId: string;
  guarantorId: string | null;
  /** What the guarantor typed; kept across failures. */
  email: string;
  /** Inline under the intro: the e-mail rule (about the field) or a refused / failed save (about none). */
  error: InlineError<'email'> | null;
}

export type NotificationChangeEvent = { type: 'EMAIL_CHANGED'; email: string } | { type: 'SAVE' } | RestoredEvent;

/**
 * 'Change Your Notification Method' (`/change/{id}`). DeliveryMethodChange needs a GuarantorId that
 * a bare link does not carry, so without one the delivery is validated first (ValidateDelivery
 * answers GuarantorId); an unknown id is an invalid link, as on `/d/{id}`. The thank-you shows in
 * place (`saved`): the only confirmation route is the payment's.
 */
export const notificationChangeMachine = setup({
  types: {
    context: {} as NotificationChangeContext,
    events: {} as NotificationChangeEvent,
    input: {} as NotificationChangeInput,
  },
  actors: {
    validateDelivery: fromPromise<DeliveryResponse, { deliveryId: string }>(() => {
      throw new Error('validateDelivery not provided');
    }),
    changeDeliveryMethod: fromPromise<SuccessResult, DeliveryMethodChange>(() => {
      throw new Error('changeDeliveryMethod not provided');
    }),
  },
  actions: {
    navigate: (_, _params: { to: string }) => {
      throw new Error('navigate not provided');
    },
    showFailure: assign({ error: { message: notificationMessages.failure, field: null } }),
  },
  guards: {
    hasGuarantorId: ({ context }) => context.guarantorId !== null,
    hasDeliveryId: (_, params: { response: DeliveryResponse }) => (params.response.DeliveryId ?? '').trim() !== '',
    /** 'Save Changes' is disabled while the field is empty (the UI asks snapshot.can). */
    hasEmail: ({ context }) => context.email.trim() !== '',
    isValidEmail: ({ context }) => isValidNotificationEmail(context.email),
    isSuccess: (_, params: { result: SuccessResult }) => params.result.IsSuccess,
  },
}).createMachine({
  id: 'notificationChange',
  context: ({ input }) => ({
    deliveryId: input.deliveryId,
    guarantorId: input.guarantorId ?? null,
    email: input.email ?? '',
    error: null,
  }),
  initial: 'resolvingGuarantor',
  states: {
    resolvingGuarantor: {
      always: [{ guard: 'hasGuarantorId', target: 'editing' }, { target: 'validatingDelivery' }],
    },
    validatingDelivery: {
      // The page came back while the link was checked: check it again.
      on: { RESTORED: { target: 'validatingDelivery', reenter: true } },
      invoke: {
        id: 'validateDelivery',
        src: 'validateDelivery',
        input: ({ context }) => ({ deliveryId: context.deliveryId }),
        onDone: [
          {
            guard: { type: 'hasDeliveryId', params: ({ event }) => ({ response: event.output }) },
            target: 'editing',
            // The demo backend keys the change by DeliveryId; a real one gets the id it knows.
            actions: assign({ guarantorId: ({ event }) => event.output.GuarantorId ?? '' }),
          },
          { target: 'invalidDelivery' },
        ],
        onError: 'invalidDelivery',
      },
    },
    invalidDelivery: {
      tags: 'visitEnded',
      entry: { type: 'navigate', params: { to: '/msg/invalid-delivery' } },
    },
    editing: {
      on: {
        EMAIL_CHANGED: { actions: assign({ email: ({ event }) => event.email }) },
        SAVE: [
          { guard: 'isValidEmail', target: 'saving', actions: assign({ error: null }) },
          {
            guard: 'hasEmail',
            actions: assign({ error: { message: notificationMessages.invalidEmail, field: 'email' } }),
          },
        ],
      },
    },
    /**
     * 'One moment please'. The page came back while the address was saved: saved again (the same
     * address twice changes nothing).
     */
    saving: {
      on: { RESTORED: { target: 'saving', reenter: true } },
      invoke: {
        id: 'changeDeliveryMethod',
        src: 'changeDeliveryMethod',
        input: ({ context }) => ({
          DeliveryId: context.deliveryId,
          GuarantorId: context.guarantorId ?? '',
          EmailAddress: context.email.trim(),
        }),
        onDone: [
          { guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) }, target: 'saved' },
          { target: 'editing', actions: 'showFailure' },
        ],
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    /** 'Thank You' / 'Your changes have been saved.' */
    saved: { type: 'final' },
  },
});
