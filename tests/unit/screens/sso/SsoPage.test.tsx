import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { API_PATHS } from '@/api/paths';
import type { PaymentRequest, ProviderData, SsoResponse } from '@/api/types';
import { deliveryById, guarantorView } from '@/demo/guarantors';
import { server } from '@/demo/node';
import { PROVIDERS } from '@/demo/providers';
import { DEMO_MESSAGES } from '@/demo/serverMessages';
import { getTrace } from '@/observability/trace';
import { guarantorCopy as guarantorCopyWords, quickPayCopy as quickPayCopyWords } from '@/screens/guarantor/copy';
import { paymentCopy as paymentCopyWords } from '@/screens/guarantor/payment/copy';
import { ssoCopy as ssoCopyMessages } from '@/screens/sso/copy';
import { english } from '@tests/support/language';
import { findHeading, renderApp } from '@tests/unit/app/renderApp';

const guarantorCopy = english(guarantorCopyWords);
const quickPayCopy = english(quickPayCopyWords);
const paymentCopy = english(paymentCopyWords);

const ssoCopy = english(ssoCopyMessages);

/** Every ProcessPayment body the app sends in each test; the demo backend still answers. */
const bodies: PaymentRequest[] = [];
const recordBody = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === API_PATHS.processPayment)
    void request
      .clone()
      .json()
      .then((body) => bodies.push(body as PaymentRequest));
};

beforeEach(() => server.events.on('request:start', recordBody));

afterEach(() => {
  server.events.removeListener('request:start', recordBody);
  bodies.length = 0;
  vi.restoreAllMocks();
});

describe('staff-assisted entry /apgt/{tokenId}', () => {
  it('shows only a loading status, no form and no error, until ValidateBySso2 answers', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`*${API_PATHS.validateBySso}`, async () => void (await held)));
    renderApp('/apgt/SSO-OK');
    expect(await screen.findByText(ssoCopy.checking)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    server.resetHandlers();
    release();
  });

  it('SSO-OK: the bill, the amount read-only, and AdminTokenId in the payment body', async () => {
    renderApp('/apgt/SSO-OK');
    await findHeading(guarantorCopy.title);
    const amount = screen.getByRole('textbox', { name: paymentCopy.amountReadOnly });
    expect(amount).toHaveAttribute('readonly');
    expect(amount).toHaveValue('$245.50');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: paymentCopy.nameOnCard }), 'Maria Rivera');
    await user.type(screen.getByRole('textbox', { name: paymentCopy.cardNumber }), '4111 1111 1111 1111');
    await user.selectOptions(screen.getByRole('combobox', { name: paymentCopy.expMonth }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: paymentCopy.expYear }), '2035');
    await user.type(screen.getByRole('textbox', { name: paymentCopy.cvv }), '123');
    await user.type(screen.getByRole('textbox', { name: paymentCopy.billingZip }), '30301');
    await user.click(screen.getByRole('button', { name: paymentCopy.submit }));
    await waitFor(() => expect(window.location.pathname).toBe('/confirmation'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ AdminTokenId: 'SSO-OK', PaymentAmount: 245.5, GuarantorId: 'G1001' });
  });

  it('SSO-CARD (saved card): no quick-pay for staff, the saved card is offered, and AdminTokenId is posted', async () => {
    renderApp('/apgt/SSO-CARD');
    await findHeading(guarantorCopy.title);
    expect(screen.queryByRole('heading', { name: quickPayCopy.remainingBalance })).toBeNull();
    const saved = screen.getByRole('radio', { name: paymentCopy.savedCard('4242', '12/29') });
    expect(saved).toBeChecked();
    expect(screen.getByRole('radio', { name: paymentCopy.newCard })).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: paymentCopy.submit }));
    await waitFor(() => expect(window.location.pathname).toBe('/confirmation'));
    expect(bodies[0]).toMatchObject({ AdminTokenId: 'SSO-CARD', PaymentAccountId: 'pa_1', PaymentAmount: 150 });
  });

  it("the session's Provider becomes the current provider: name, logo and phone follow it", async () => {
    const staffProvider: ProviderData = {
      ...PROVIDERS.demo!,
      ProviderName: 'Lakeside Cardiology',
      Phone: '(555) 010-9999',
      PathToLogo: '/logos/lakeside.svg',
    };
    const answer: SsoResponse = {
      IsSuccess: true,
      ErrorDescription: null,
      Guarantor: guarantorView(deliveryById('D1001')!, staffProvider, Date.now()),
      Provider: staffProvider,
    };
    server.use(http.post(`*${API_PATHS.validateBySso}`, () => HttpResponse.json(answer)));
    const { providerActor } = renderApp('/apgt/SSO-OK');
    await findHeading(guarantorCopy.title);
    expect(providerActor.getSnapshot().context.provider).toEqual(staffProvider);
    expect(screen.getByRole('banner')).toHaveTextContent('Lakeside Cardiology');
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Lakeside Cardiology logo' })).toHaveAttribute(
      'src',
      '/logos/lakeside.svg',
    );
    expect(screen.getByRole('region', { name: guarantorCopy.mailChecksTo })).toHaveTextContent('Lakeside Cardiology');
    expect(screen.getByText(`${guarantorCopy.billingQuestions} (555) 010-9999`, { exact: false })).toBeInTheDocument();
  });

  it.each([
    ['SSO-EXPIRED', DEMO_MESSAGES.ssoExpired],
    ['no-such-token', DEMO_MESSAGES.ssoInvalid],
  ])('%s: the problem heading with the ErrorDescription beneath it', async (token, description) => {
    renderApp(`/apgt/${token}`);
    await findHeading(ssoCopy.problemHeading);
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: paymentCopy.submit })).toBeNull();
  });

  it('a failed request is logged (without the token) and still says what to do', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(`*${API_PATHS.validateBySso}`, () => HttpResponse.error()));
    renderApp('/apgt/SSO-SECRET-123');
    await findHeading(ssoCopy.problemHeading);
    expect(screen.getByText(ssoCopy.failedBody)).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(JSON.stringify(logged.mock.calls)).not.toContain('SSO-SECRET-123');
    expect(JSON.stringify(getTrace())).not.toContain('SSO-SECRET-123');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('SSO-SECRET-123');
  });
});
