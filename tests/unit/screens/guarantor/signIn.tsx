import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { deliveryCopy as deliveryCopyMessages } from '@/screens/delivery/copy';
import { guarantorCopy, quickPayCopy } from '@/screens/guarantor/copy';
import { english } from '@tests/support/language';
import { findHeading, renderApp } from '@tests/unit/app/renderApp';

const deliveryCopy = english(deliveryCopyMessages);

/** Opens the delivery link on the demo backend and confirms the guarantor's info. */
export async function signIn(id: string, zip: string, lastName: string) {
  const rendered = renderApp(`/d/${id}`);
  const user = userEvent.setup();
  await findHeading(deliveryCopy.confirmInfo);
  for (const [label, value] of [
    [deliveryCopy.zip, zip],
    [deliveryCopy.lastName, lastName],
  ] as const) {
    const field = screen.getByLabelText(label);
    await user.clear(field); // the form may be prefilled
    await user.type(field, value);
  }
  await user.click(screen.getByRole('button', { name: deliveryCopy.continue }));
  return { ...rendered, user };
}

/** D1002 (demo contract: quick-pay, AmountDue 1250, financing available), in quick-pay. */
export async function quickPayD1002() {
  const signedIn = await signIn('D1002', '94105', 'Chen');
  await findHeading(quickPayCopy.remainingBalance);
  return signedIn;
}

/** D1002 left from quick-pay ('See balance details') for the full view with the chooser. */
export async function fullViewD1002() {
  const signedIn = await quickPayD1002();
  await signedIn.user.click(screen.getByRole('button', { name: quickPayCopy.details }));
  await findHeading(guarantorCopy.title);
  return signedIn;
}
