import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { copy as copyMessages } from '@/copy';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { NO_SUBDOMAIN_ERROR } from '@machines/provider/rules/providerKey';
import { english } from '@tests/support/language';

import { findHeading, renderApp } from './renderApp';

const helpCopy = english(helpCopyMessages);

const copy = english(copyMessages);

describe('the app shell', () => {
  it('shows the provider name and logo, and Need Help? once the provider has loaded', async () => {
    renderApp('/help');
    await findHeading(helpCopy.help.title);
    expect(screen.getByRole('img', { name: 'Riverside Family Medicine logo' })).toBeInTheDocument();
    expect(screen.getAllByText('Riverside Family Medicine').length).toBeGreaterThan(0);
    expect(screen.getByText(copy.copyright)).toBeInTheDocument();
    for (const section of helpCopy.help.sections)
      expect(screen.getByRole('heading', { name: section.heading })).toBeInTheDocument();
    expect(screen.getByText(helpCopy.help.closing('(555) 010-2000'))).toBeInTheDocument();
  });

  it('opens the help dialog from the footer and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const help = await screen.findByRole('button', { name: copy.needHelp });
    await user.click(help);
    const dialog = await screen.findByRole('dialog', { name: helpCopy.help.title });
    expect(within(dialog).getByText(helpCopy.help.closing('(555) 010-2000'))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix returns focus on the next tick.
    await waitFor(() => expect(help).toHaveFocus());
  });

  it('has no Need Help? link before provider data exists', () => {
    renderApp('/');
    expect(screen.queryByRole('button', { name: copy.needHelp })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(copy.loading);
  });

  it('shows no logo element for a provider without a logo path', async () => {
    renderApp('/help', 'nologo.pay.localhost');
    await findHeading(helpCopy.help.title);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('redirects the root to msg/not-accepting-payments for a provider not accepting payments', async () => {
    renderApp('/', 'closed.pay.localhost');
    await findHeading(copy.notAccepting.heading);
    expect(window.location.pathname).toBe('/msg/not-accepting-payments');
  });

  it('shows the maintenance page, and logs, when the provider cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', 'unknown.pay.localhost');
    await findHeading(copy.maintenance.heading);
    expect(log).toHaveBeenCalled();
  });

  it('says the sub-domain is missing on a bare host', () => {
    renderApp('/', 'localhost');
    expect(screen.getByRole('alert')).toHaveTextContent(NO_SUBDOMAIN_ERROR);
  });

  it.each([
    ['/msg/guarantor-locked', copy.locked.heading],
    ['/msg/guarantor-ib', copy.invalidBalance.heading],
    ['/msg/guarantor-dp', copy.duplicate.heading],
    ['/msg/invalid-delivery', copy.invalidDelivery.heading],
    ['/msg/not-accepting-payments', copy.notAccepting.heading],
    ['/no/such/page', copy.notFound.heading],
  ])('shows %s with its text', async (path, heading) => {
    renderApp(path);
    await findHeading(heading);
  });

  it.each(['/payment', '/Payment'])('redirects %s to the root', async (path) => {
    renderApp(path);
    await findHeading(copy.home.heading);
    expect(window.location.pathname).toBe('/');
  });
});
