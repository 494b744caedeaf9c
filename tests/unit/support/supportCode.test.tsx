import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { copy as shellCopyWords } from '@/copy';
import { copy as copyMessages } from '@/copy';
import { traceFileFor } from '@/demo/traces';
import { resetTraceSending } from '@/observability/send';
import { startTraceSending } from '@/observability/sendStart';
import { supportCode } from '@/observability/supportCode';
import { helpCopy as helpCopyMessages } from '@/ui/helpCopy';
import { HANG_GUARD } from '@tests/support/hangGuard';
import { english } from '@tests/support/language';
import { findHeading, renderApp } from '@tests/unit/app/renderApp';

const helpCopy = english(helpCopyMessages);

const copy = english(copyMessages);

afterEach(() => {
  resetTraceSending();
  vi.unstubAllGlobals();
});

const quote = () => `${english(shellCopyWords).supportQuote} ${supportCode()}.`;

describe('the support code a guarantor can quote', () => {
  it('shows on every message page, which also sends the trace so far', async () => {
    startTraceSending('/__demo/support/traces');
    renderApp('/msg/maintenance');
    await findHeading(copy.maintenance.heading);
    expect(screen.getByText((_, node) => node?.textContent === quote() && node.tagName === 'P')).toBeInTheDocument();
    // Posted while the page is open (src/observability/sendPost.ts): the demo store finds it by the code.
    await vi.waitFor(
      () => expect(traceFileFor(supportCode())?.pages[0]?.entries.length).toBeGreaterThan(0),
      HANG_GUARD,
    );
  });

  it('shows in the help dialog, which offers the trace as a file when no trace endpoint is set', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: copy.needHelp }));
    const dialog = await screen.findByRole('dialog', { name: helpCopy.help.title });
    expect(within(dialog).getByText((_, node) => node?.textContent === quote() && node.tagName === 'P')).toBeVisible();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:trace', revokeObjectURL: () => undefined }));
    await user.click(within(dialog).getByRole('button', { name: helpCopy.support.download }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`portal-trace-${supportCode()}.json`);
  });

  it('offers no download while traces are sent to support', async () => {
    startTraceSending('/__demo/support/traces');
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: copy.needHelp }));
    const dialog = await screen.findByRole('dialog', { name: helpCopy.help.title });
    expect(within(dialog).getByText(supportCode())).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: helpCopy.support.download })).toBeNull();
  });
});
