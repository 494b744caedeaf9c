import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { storeToken } from '@/api/session';
import InsuranceRoute from '@/app/routes/InsuranceRoute';
import { issueToken } from '@/demo/state';
import { insuranceCopy } from '@/screens/insurance/copy';
import type { InsuranceEntry } from '@machines/insurance/insurance.machine';
import type { InsuranceStep } from '@machines/insurance/types';
import { english } from '@tests/support/language';
import { render } from '@tests/support/render';

const copy = english(insuranceCopy);

export const D1001_ENTRY: InsuranceEntry = { deliveryId: 'D1001', guarantorId: 'G1001' };

interface OpenOptions {
  /** Store a fresh guarantor token first, as the delivery link's validation does (default true). */
  signedIn?: boolean;
  /** What 'Yes, update my information' puts in the history entry. */
  entry?: InsuranceEntry | null;
  /** The heading to wait for, in another language than English. */
  expect?: string;
}

/** Renders `/insurance` as the D1001 guarantor reaches it; resolves once the landing or the expired page shows. */
export async function openInsurance({ signedIn = true, entry = D1001_ENTRY, expect }: OpenOptions = {}) {
  if (signedIn) storeToken(issueToken('G1001', Date.now()));
  window.history.replaceState(entry, '', '/insurance');
  const user = userEvent.setup();
  render(<InsuranceRoute />);
  const heading = await screen.findByRole('heading', {
    level: 1,
    name: expect ?? (signedIn ? copy.landing.heading : copy.sessionExpired.heading),
  });
  return { user, heading };
}

/** The landing's button for a step; its name ends with the step's marker. */
export function stepButton(step: InsuranceStep) {
  return screen.getByRole('button', { name: new RegExp(`^${escape(copy.steps[step])}`) });
}

export function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
