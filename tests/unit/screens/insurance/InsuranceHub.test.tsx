import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { storeToken, TOKEN_KEY } from '@/api/session';
import { SESSION_TOKEN_LIFETIME_MS } from '@/api/tokenFreshness';
import { issueToken } from '@/demo/state';
import { insuranceCopy } from '@/screens/insurance/copy';
import { english } from '@tests/support/language';

import { openInsurance, stepButton } from './helpers';

const copy = english(insuranceCopy);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('insurance hub (/insurance)', () => {
  it("without a guarantor token: 'Session Expired' with a way back to the guarantor's link", async () => {
    const { heading } = await openInsurance({ signedIn: false });
    expect(heading).toHaveFocus();
    expect(screen.getByText(copy.sessionExpired.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.logInAgain })).toHaveAttribute('href', '/d/D1001');
  });

  it('with a token 30 minutes old: expired too, and the stale token is gone', async () => {
    storeToken(issueToken('G1001', Date.now()), Date.now() - SESSION_TOKEN_LIFETIME_MS);
    await openInsurance({ signedIn: false });
    expect(screen.getByText(copy.sessionExpired.body)).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('expired without a known link: the way back is the root', async () => {
    await openInsurance({ signedIn: false, entry: null });
    expect(screen.getByRole('link', { name: copy.logInAgain })).toHaveAttribute('href', '/');
  });

  it('shows the three steps, each marked incomplete in its accessible name', async () => {
    const { heading } = await openInsurance();
    expect(heading).toHaveFocus();
    const steps = within(screen.getByRole('list')).getAllByRole('button');
    expect(steps).toHaveLength(3);
    for (const step of ['guarantor', 'primary', 'secondary'] as const)
      expect(stepButton(step)).toHaveAccessibleName(`${copy.steps[step]} ${copy.incomplete}`);
  });

  it("'Done' ends the flow whatever is complete: 'Thank You! Your information has been received.'", async () => {
    const { user } = await openInsurance();
    await user.click(screen.getByRole('button', { name: copy.landing.done }));
    const thanks = await screen.findByRole('heading', { level: 1, name: copy.thankYou });
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('button', { name: copy.landing.done })).not.toBeInTheDocument();
  });
});
