import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/demo/node';
import { DEMO_TRACE_PATH } from '@/demo/traces';
import type { TraceBatch } from '@/observability/send';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { supportCopy as supportCopyWords } from '@/screens/support/copy';
import { paymentMessages as paymentMessagesMessages } from '@machines/rules/messages';
import { english } from '@tests/support/language';
import { findHeading, renderApp } from '@tests/unit/app/renderApp';
import { ORIGIN } from '@tests/unit/demo/helpers';
import { recordDeliveryPayment } from '@tests/unit/observability/flows';

const paymentCopy = english(paymentCopyWords);
const supportCopy = english(supportCopyWords);

const paymentMessages = english(paymentMessagesMessages);

const t = supportCopy.replay;

async function openReplayPage() {
  const user = userEvent.setup();
  renderApp('/support/replay');
  await findHeading(t.heading);
  return user;
}

// The first render compiles the replay route and every machine (import.meta.glob): seconds in jsdom, more
// than 20 s on one core (npm run test:slow). Against hangs only.
describe('/support/replay (dev server and demo build)', { timeout: 60_000 }, () => {
  it('replays a dropped trace file: summary, timeline, and the state at each step', async () => {
    const trace = await recordDeliveryPayment({ IsSuccess: false, ErrorMessage: 'Card declined' });
    const user = await openReplayPage();
    const file = new File([JSON.stringify(trace)], 'portal-trace.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText(t.fileLabel), file);
    expect(await screen.findByText(/Every state as recorded/)).toBeInTheDocument();
    expect(screen.getByText(trace.supportCode)).toBeInTheDocument();
    const timeline = screen.getByRole('table', { name: t.timeline });
    const rows = within(timeline).getAllByRole('row').slice(1);
    expect(rows.length).toBe(trace.pages[0]!.entries.length);
    expect(screen.getByText(t.step(0, rows.length))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.previous })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByText(t.step(1, rows.length))).toBeInTheDocument();
    await user.click(within(timeline).getAllByRole('button', { name: 'done: processPayment' })[0]!);
    const detail = screen.getByRole('region', { name: /At this step: payment — done: processPayment/ });
    expect(within(detail).getAllByText('posting(request.answered, modal.open)')).toHaveLength(2);
    expect(within(detail).getByText(/"IsSuccess": false/)).toBeInTheDocument();
    // The real payment form at that step: the waiting modal's state, drawn inert from the replayed snapshot.
    const drawn = screen.getByRole('region', { name: t.screenHeading });
    expect(within(drawn).getByRole('heading', { name: paymentCopy.heading, hidden: true })).toBeInTheDocument();
    expect(within(drawn).getByRole('button', { name: paymentCopy.submit, hidden: true })).toBeDisabled();
    expect(drawn.querySelector('[inert]')).not.toBeNull();

    // After the decline: the form with the decline, the card number gone (it never was in the trace).
    const back = within(timeline).getAllByRole('button', { name: /after MODAL_CLOSE_DELAY/ });
    await user.click(back.at(-1)!);
    // (The server's free text is redacted in the trace: its placeholder stands in.)
    expect(within(drawn).getByText(paymentMessages.failureHeading)).toBeInTheDocument();
    expect(within(drawn).getByLabelText(paymentCopy.cardNumber)).toHaveValue('');
    expect(within(drawn).getByRole('button', { name: paymentCopy.submit, hidden: true })).toBeEnabled();

    // The validated view draws no screen of its own (its children do), and the page says so.
    const viewRow = rows.find((row) => within(row).queryByText('guarantorView') !== null)!;
    await user.click(within(viewRow).getByRole('button'));
    expect(within(drawn).getByText(t.noScreen)).toBeInTheDocument();
  });

  it('finds a trace by the support code through the demo endpoint, and opens at the first divergence', async () => {
    const trace = await recordDeliveryPayment({ IsSuccess: false });
    const page = trace.pages[0]!;
    const submit = page.entries.findIndex((e) => e.machine === 'payment' && e.eventType === 'SUBMIT');
    page.entries[submit]!.state = 'posting';
    const batch: TraceBatch = {
      format: 'portal-trace-batch/1',
      supportCode: trace.supportCode,
      reason: 'error',
      dropped: 0,
      page,
    };
    await fetch(`${ORIGIN}${DEMO_TRACE_PATH}`, { method: 'POST', body: JSON.stringify(batch) });

    const user = await openReplayPage();
    await user.type(screen.getByLabelText(t.codeLabel), trace.supportCode.toLowerCase().replace('-', ' '));
    await user.click(screen.getByRole('button', { name: t.find }));
    expect(await screen.findByText(t.divergence, { exact: false })).toBeInTheDocument();
    const current = within(screen.getByRole('table', { name: t.timeline }))
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'step')!;
    expect(within(current).getByText('SUBMIT')).toBeInTheDocument();
    expect(within(current).getByText(t.mismatch)).toBeInTheDocument();
  });

  it('says so for an unknown code, a mistyped code and a file that is not a trace', async () => {
    const user = await openReplayPage();
    await user.type(screen.getByLabelText(t.codeLabel), 'AAAA-AAAA');
    await user.click(screen.getByRole('button', { name: t.find }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notArrived('AAAA-AAAA'));
    await user.clear(screen.getByLabelText(t.codeLabel));
    await user.type(screen.getByLabelText(t.codeLabel), '12');
    await user.click(screen.getByRole('button', { name: t.find }));
    expect(await screen.findByText(t.badCode)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(t.fileLabel),
      new File(['not json'], 'x.json', { type: 'application/json' }),
    );
    expect(await screen.findByText(t.notATrace)).toBeInTheDocument();
  });

  it('asks to sign in again on 401 and 403, and says when the store fails or does not answer; a file still opens', async () => {
    const answers = [
      { answer: () => new HttpResponse(null, { status: 401 }), says: t.signIn },
      { answer: () => new HttpResponse(null, { status: 403 }), says: t.signIn },
      { answer: () => new HttpResponse(null, { status: 500 }), says: t.storeFailed(500) },
      { answer: () => HttpResponse.error(), says: t.noAnswer },
    ];
    const user = await openReplayPage();
    for (const { answer, says } of answers) {
      server.use(http.get(`*${DEMO_TRACE_PATH}/:code`, answer));
      await user.clear(screen.getByLabelText(t.codeLabel));
      await user.type(screen.getByLabelText(t.codeLabel), '7f3k 9tqd');
      await user.click(screen.getByRole('button', { name: t.find }));
      expect(await screen.findByRole('alert')).toHaveTextContent(says);
      expect(screen.getByLabelText(t.codeLabel)).toHaveValue('7f3k 9tqd'); // what was typed stays
    }
    const trace = await recordDeliveryPayment({ IsSuccess: true });
    await user.upload(
      screen.getByLabelText(t.fileLabel),
      new File([JSON.stringify(trace)], 'portal-trace.json', { type: 'application/json' }),
    );
    expect(await screen.findByText(/Every state as recorded/)).toBeInTheDocument();
  });
});
