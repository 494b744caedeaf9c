import { useState } from 'react';
import { beforeEach, expect, vi } from 'vitest';
import { type ActorRefFrom, createActor, type EventObject, fromCallback } from 'xstate';

import { BankPayment } from '@/screens/guarantor/payment/BankPayment';
import { paymentCopy } from '@/screens/guarantor/payment/copy';
import type { bankMachine } from '@machines/payment/bank.machine';
import { paymentMachine } from '@machines/payment/payment.machine';
import { newCardGuarantor } from '@tests/fixtures/payment';
import { bankProvider } from '@tests/fixtures/provider';
import { type Screen, screenTest } from '@tests/model/harness/screen';
import { english } from '@tests/support/language';

import { bankModel } from './bank.model';

const t = english(paymentCopy);

// The bank's area of the payment form (issue 33), driven by the bank machine's paths. The area mounts
// with the form: a toggle stands in for the page showing and leaving the form (AREA_MOUNTED and
// AREA_UNMOUNTED). Its button goes to a real payment actor, whose bank child hands OPEN_DIALOG on to
// the bank actor under test; what the bank reports goes to a stand-in (the payment machine's own
// answers to it are its model's and tests/unit/machines/payment/payment.bank.test.ts's).
const reports = createActor(fromCallback(() => {})).start();
// The refused load is logged by the machine (by the error's name only).
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
const { model } = bankModel(reports);

function Form({ bank }: { bank: ActorRefFrom<typeof bankMachine> }) {
  // Whether the form is on the page: the test's own gesture, not flow state.
  const [shown, setShown] = useState(false);
  const [payment] = useState(() => {
    const forward = fromCallback<EventObject>(({ receive }) => receive((event) => bank.send(event as never)));
    const machine = paymentMachine.provide({ actors: { bank: forward as unknown as typeof bankMachine } });
    const input = { provider: bankProvider, guarantor: newCardGuarantor, deliveryId: 'D1001', useWidget: true };
    return createActor(machine, { input }).start();
  });
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Leave the form' : 'Show the form'}
      </button>
      {shown ? <BankPayment paymentRef={payment} bank={bank} /> : null}
    </>
  );
}

const bankButton = (screen: Screen) => screen.queryByRole('button', { name: t.payFromBank });
const noButton = (screen: Screen) => expect(bankButton(screen)).toBeNull();

screenTest("the bank account's area of the payment form", {
  ...model,
  render: (actor) => <Form bank={actor} />,
  gestures: {
    AREA_MOUNTED: (_, user, screen) => user.click(screen.getByRole('button', { name: 'Show the form' })),
    AREA_UNMOUNTED: (_, user, screen) => user.click(screen.getByRole('button', { name: 'Leave the form' })),
    OPEN_DIALOG: (_, user, screen) => user.click(bankButton(screen)!),
  },
  views: {
    // Not offered, not on the page yet, or Square still loading: no button, never a dead one.
    off: noButton,
    detached: noButton,
    loading: noButton,
    unavailable: noButton,
    'loaded.available': (screen) => {
      expect(bankButton(screen)).toBeEnabled();
      expect(screen.getByRole('textbox', { name: t.accountHolderName })).toHaveValue('Ana Rivera');
      const authorization = screen.getByText(/you authorize/);
      expect(authorization).toHaveTextContent('Riverside Family Medicine to debit $245.50 once');
      expect(bankButton(screen)).toHaveAccessibleDescription(authorization.textContent);
    },
    // Square's dialog shows: the button cannot ask for a second one.
    'loaded.dialogOpen': (screen) => expect(bankButton(screen)).toBeDisabled(),
    // Back from the bank's own sign-in page, waiting for Square's answer: the area shows (the payment,
    // paying from the bank meanwhile, disables the button: tests/e2e/bank-trip.e2e.ts).
    'loaded.returning': (screen) => expect(bankButton(screen)).toBeInTheDocument(),
  },
});
