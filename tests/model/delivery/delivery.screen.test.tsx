import { expect } from 'vitest';

import { copy as copyMessages } from '@/copy';
import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { provider } from '@tests/fixtures/provider';
import { deliveryModel, navigate } from '@tests/model/delivery/delivery.model';
import { renderDelivery } from '@tests/model/delivery/delivery.render';
import { direct, type Screen, screenTest } from '@tests/model/harness/screen';
import { english } from '@tests/support/language';

const deliveryCopy = english(deliveryCopyMessages);

const copy = english(copyMessages);

const zip = (screen: Screen) => screen.getByRole('textbox', { name: deliveryCopy.zip });
const lastName = (screen: Screen) => screen.getByRole('textbox', { name: deliveryCopy.lastName });
const proceed = (screen: Screen) => screen.getByRole('button', { name: deliveryCopy.continue });
const page = (heading: string, body?: string) => (screen: Screen) => {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  if (body) expect(screen.getByText(body)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
};

screenTest('delivery link screens', {
  ...deliveryModel,
  render: renderDelivery,
  gestures: {
    SUBMIT: async (event, user, screen) => {
      await user.clear(zip(screen));
      await user.type(zip(screen), event.zipCode);
      await user.clear(lastName(screen));
      await user.type(lastName(screen), event.lastName);
      await user.click(proceed(screen));
    },
    RESTORED: direct('the page sends it to an actor it restored'),
  },
  views: {
    validatingDelivery: (screen) => expect(screen.getByRole('status')).toHaveTextContent(copy.loading),
    invalidDelivery: () => expect(navigate).toHaveBeenLastCalledWith({ to: '/msg/invalid-delivery' }),
    confirmingInfo: (screen, { context }) => {
      expect(screen.getByRole('heading', { level: 1, name: deliveryCopy.confirmInfo })).toBeInTheDocument();
      // What was typed stays after any failure.
      expect(zip(screen)).toHaveValue(context.zipCode);
      expect(lastName(screen)).toHaveValue(context.lastName);
      expect(proceed(screen)).toBeEnabled();
      const shown = screen.queryAllByRole('alert').map((alert) => alert.textContent);
      // The refusal: the portal's words, then the server's own message, as one sentence pair.
      const refusal = context.refusal ? english(context.refusal).join('. ') : null;
      const error = context.error ? english(context.error.message) : null;
      expect(shown).toEqual([refusal, error].filter((text) => text !== null));
      for (const [name, field] of [
        ['zipCode', zip(screen)],
        ['lastName', lastName(screen)],
      ] as const) {
        if (context.error?.field === name) expect(field).toHaveAccessibleDescription(english(context.error.message));
        if (context.error?.field === name) expect(field).toBeInvalid();
        else expect(field).not.toHaveAttribute('aria-invalid');
      }
    },
    // One click checks once: Continue is disabled while the call runs. Back on the bill after a
    // reload, the check runs again unasked: a loading state, not the form.
    validatingGuarantor: (screen, { context }) => {
      if (context.resuming) {
        expect(screen.getByRole('status')).toHaveTextContent(copy.loading);
        expect(screen.queryByRole('textbox')).toBeNull();
        return;
      }
      expect(proceed(screen)).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent(deliveryCopy.checking);
    },
    locked: page(copy.locked.heading, copy.locked.body(provider.Phone)),
    invalidBalance: page(copy.invalidBalance.heading, copy.invalidBalance.body(provider.Phone)),
    duplicate: page(copy.duplicate.heading),
    validated: (screen) => {
      expect(screen.getByText('validated view')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: deliveryCopy.confirmInfo })).toBeNull();
    },
  },
});
