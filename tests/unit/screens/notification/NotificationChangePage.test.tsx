import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { API_PATHS } from '@/api/paths';
import NotificationChangeRoute from '@/app/routes/NotificationChangeRoute';
import { server } from '@/demo/node';
import { snapshotDemoState } from '@/demo/state';
import { notificationCopy as notificationCopyMessages } from '@/screens/notification/copy';
import { english } from '@tests/support/language';
import { render } from '@tests/support/render';

const notificationCopy = english(notificationCopyMessages);

afterEach(() => window.history.replaceState(null, '', '/'));

/** /change/D1001: the form shows once the delivery is known. */
async function openChange(id = 'D1001') {
  render(<NotificationChangeRoute id={id} />);
  // The delivery is looked up first (a bare link carries no guarantor id).
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  const user = userEvent.setup();
  const email = await screen.findByLabelText(notificationCopy.emailLabel);
  const save = screen.getByRole('button', { name: 'Save Changes' });
  return { user, email, save };
}

describe('change of notification method', () => {
  it("keeps 'Save Changes' disabled while the e-mail field is empty", async () => {
    const { user, email, save } = await openChange();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Your Notification Method' })).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(save).toBeDisabled();
    await user.type(email, 'a');
    expect(save).toBeEnabled();
    await user.clear(email);
    expect(save).toBeDisabled();
  });

  it('rejects an address without an at sign', async () => {
    const { user, email, save } = await openChange();
    await user.type(email, 'maria.example.com');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('maria.example.com');
    expect(snapshotDemoState().guarantors.G1001?.Email).toBe('maria.rivera@example.com');
  });

  it("shows 'One moment please' while saving, then 'Thank You' / 'Your changes have been saved.'", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the request, then lets it through to the demo backend.
    server.use(http.post(`*${API_PATHS.changeDeliveryMethod}`, async () => void (await held)));
    const { user, email, save } = await openChange();
    await user.type(email, 'maria.new@example.com');
    await user.click(save);

    expect(await screen.findByRole('status')).toHaveTextContent('One moment please');
    expect(save).toBeDisabled();
    expect(email).toBeDisabled();
    release();

    const thanks = await screen.findByRole('heading', { name: 'Thank You' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText('Your changes have been saved.')).toBeInTheDocument();
    expect(screen.queryByLabelText(notificationCopy.emailLabel)).not.toBeInTheDocument();
    expect(snapshotDemoState().guarantors.G1001?.Email).toBe('maria.new@example.com');
  });

  it('shows the failure text and keeps the e-mail when the save fails (fail@example.com)', async () => {
    const { user, email, save } = await openChange();
    await user.type(email, 'fail@example.com');
    await user.click(save);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'There was a problem while trying to update your address. Please try again, if the problem continues, contact your provider.',
    );
    expect(alert).toHaveFocus();
    expect(email).toHaveValue('fail@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(save).toBeEnabled();
    expect(screen.queryByText('Thank You')).not.toBeInTheDocument();
  });

  it('sends an unknown delivery id to the invalid-link page', async () => {
    render(<NotificationChangeRoute id="D9999" />);
    await waitFor(() => expect(window.location.pathname).toBe('/msg/invalid-delivery'));
    expect(screen.queryByLabelText(notificationCopy.emailLabel)).not.toBeInTheDocument();
  });
});
