import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TOKEN_KEY } from '@/api/session';
import DemoBanner from '@/demo/DemoBanner';
import { recordWrongAttempt, snapshotDemoState } from '@/demo/state';

describe('Demo banner', () => {
  it('says this is a demo in a named region', () => {
    render(<DemoBanner onReset={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Demo' })).toHaveTextContent(/no real payments/i);
  });

  it('resets the demo data and the page session, then reloads', async () => {
    recordWrongAttempt('D1001');
    recordWrongAttempt('D1001');
    recordWrongAttempt('D1001');
    window.sessionStorage.setItem(TOKEN_KEY, 'old');
    const reload = vi.fn();
    render(<DemoBanner onReset={reload} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset demo data' }));

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(snapshotDemoState().lockedDeliveries).toEqual(['D1003']);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
