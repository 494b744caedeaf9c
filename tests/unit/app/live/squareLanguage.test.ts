import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, waitFor } from 'xstate';

import { liveBankMachine } from '@/app/live/bank';
import { liveCardWidgetMachine } from '@/app/live/cardWidget';
import { liveWalletsMachine } from '@/app/live/wallets';
import type { BankReport } from '@machines/payment/bank.machine';
import type { CardWidgetReport } from '@machines/payment/cardWidget.machine';
import type { WalletsReport } from '@machines/payment/wallets.machine';
import { speak } from '@tests/support/language';

// Issue 48: Square speaks the page's language. Square's SDK follows navigator.language unless told
// (`payments.setLocale()`), so the portal tells it when its payments object is made and on every switch.

/**
 * One fake window.Square per file (Square's loader keeps the first one it finds). As Square's, its
 * payments() answers one payments object for the page (each test makes a new one), which records
 * the languages it is told and the language each method drew in.
 */
let page = fakePayments();
function fakePayments() {
  const told: string[] = [];
  const drawn: string[] = [];
  let locale = 'en-US'; // navigator.language, until told
  const method = (name: string) => ({
    attach: () => Promise.resolve(void drawn.push(`${name} ${locale}`)),
    tokenize: () => Promise.resolve({ status: 'Cancel' }),
    destroy: () => Promise.resolve(true),
    addEventListener: () => {},
  });
  const payments = {
    setLocale(next: string) {
      told.push(next);
      const previousLocale = locale;
      locale = next;
      return Promise.resolve({ previousLocale, newLocale: next });
    },
    card: () => Promise.resolve(method('card')),
    paymentRequest: () => ({ update: () => true }),
    googlePay: () => Promise.resolve(method('Google Pay')),
    applePay: () => Promise.reject(new Error('PaymentMethodUnsupportedError')),
    ach: () => Promise.resolve(void drawn.push(`bank ${locale}`)).then(() => method('bank')),
  };
  return { payments, told, drawn };
}

beforeAll(() => {
  Object.assign(window, { Square: { payments: () => page.payments } });
});
beforeEach(() => {
  page = fakePayments();
  document.body.innerHTML = '<div id="card"></div><div id="wallets"></div>';
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  speak('en');
  document.body.textContent = '';
});

/** The payment actor the methods report to: nothing is paid here. */
const payment = <Report extends EventObject>() => createActor(fromCallback<Report>(() => {})).start();
const appId = 'sandbox-sq0idb-demo';
const locationId = 'demo-location-1';

function card() {
  const actor = createActor(liveCardWidgetMachine, { input: { appId, payment: payment<CardWidgetReport>() } }).start();
  actor.send({ type: 'AREA_MOUNTED', container: '#card' });
  return actor;
}

describe("Square's language is the page's", () => {
  it("tells Square es-US before the card fields draw on a Spanish page (not the browser's English)", async () => {
    speak('es');
    const widget = card();
    await waitFor(widget, (s) => s.matches('loaded'));
    expect(page.told).toEqual(['es-US']);
    expect(page.drawn).toEqual(['card es-US']);
  });

  it('tells Square again on each switch of language, once a switch, and no more once the card has left', async () => {
    speak('es');
    const widget = card();
    await waitFor(widget, (s) => s.matches('loaded'));
    speak('en');
    expect(page.told).toEqual(['es-US', 'en-US']);
    speak('es');
    expect(page.told).toEqual(['es-US', 'en-US', 'es-US']);

    widget.send({ type: 'AREA_UNMOUNTED' });
    speak('en');
    expect(page.told).toEqual(['es-US', 'en-US', 'es-US']);
  });

  it('tells an English page en-US, and Square is told each language once for the card, the wallets and the bank', async () => {
    const widget = card();
    const wallets = createActor(liveWalletsMachine, {
      input: {
        appId,
        locationId,
        total: '245.50',
        label: 'Riverside Family Medicine',
        payment: payment<WalletsReport>(),
      },
    }).start();
    wallets.send({ type: 'AREA_MOUNTED', container: '#wallets' });
    const bank = createActor(liveBankMachine, {
      input: {
        appId,
        locationId,
        offered: true,
        payment: payment<BankReport>(),
        transactionId: null,
        returning: false,
      },
    }).start();
    bank.send({ type: 'AREA_MOUNTED', container: '#bank' });
    await waitFor(widget, (s) => s.matches('loaded'));
    await waitFor(wallets, (s) => s.matches('loaded'));
    await waitFor(bank, (s) => s.matches('loaded'));
    expect(page.told).toEqual(['en-US']);

    speak('es');
    expect(page.told).toEqual(['en-US', 'es-US']);
    expect(page.drawn.sort()).toEqual(['Google Pay en-US', 'bank en-US', 'card en-US']);
  });

  it('a language Square refuses is logged by name, the card still draws, and it is asked again', async () => {
    const refusal = Object.assign(new Error('not enabled'), { name: 'FeatureDisabledError' });
    const setLocale = vi.spyOn(page.payments, 'setLocale').mockRejectedValueOnce(refusal);
    speak('es');
    const widget = card();
    await waitFor(widget, (s) => s.matches('loaded'));
    expect(console.info).toHaveBeenCalledWith('[square] language not set:', 'FeatureDisabledError');
    expect(page.drawn).toEqual(['card en-US']);
    // Refused when made, asked again once the card shows (and Square takes it this time).
    expect(setLocale.mock.calls.map(([locale]) => locale)).toEqual(['es-US', 'es-US']);
    expect(page.told).toEqual(['es-US']);
  });
});
