// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';

import type { BankReport } from '@machines/payment/bank.machine';
import type { TokenizeResult } from '@machines/payment/squareMethod';

import { done, failed, modelTest } from '../harness';
import { bankModel, debit } from './bank.model';
import { recordReports } from './reports';

const { payment, since } = recordReports<BankReport>();
const { base, model } = bankModel(payment);

modelTest('bank machine', {
  ...model,
  invariant: (snapshot, { index, event, previous }) => {
    const reports = since(index);
    // Loaded, the method's transaction id goes to the payment, which keeps it for a trip to the bank's page.
    const trips = reports.filter((report) => report.type === 'BANK_TRIP_READY');
    const loaded = event.type === 'xstate.done.actor.loadMethod' && snapshot.matches('loaded');
    expect(trips).toEqual(loaded ? [{ type: 'BANK_TRIP_READY', transactionId: 'trip-1' }] : []);
    const newReports = reports.filter((report) => report.type !== 'BANK_TRIP_READY');
    const { context } = snapshot;
    // Without SqId, SqLocationId and ACH nothing ever loads.
    if (!context.offered) expect(snapshot.matches('off')).toBe(true);
    // The method exists exactly while its button is on the page.
    expect(context.method !== null).toBe(snapshot.matches('loaded'));
    // The dialog's tag says exactly when it shows.
    expect(snapshot.hasTag('dialogOpen')).toBe(
      snapshot.matches({ loaded: 'dialogOpen' }) || snapshot.matches({ loaded: 'returning' }),
    );
    // Every dialog asked for gets exactly one answer: when it closes, or at once where there is none;
    // a press while it shows asks for nothing.
    const dialogClosed = /^xstate\.(done|error)\.actor\.(tokenizeBank|awaitBankReturn)$/.test(event.type);
    const opened = previous?.matches({ loaded: 'available' }) === true && snapshot.matches({ loaded: 'dialogOpen' });
    const alreadyOpen = previous?.hasTag('dialogOpen') === true;
    const refused = event.type === 'OPEN_DIALOG' && !opened && !alreadyOpen;
    expect(newReports).toHaveLength(dialogClosed || refused ? 1 : 0);
    const [report] = newReports;
    if (!report) return;
    if (refused) expect(report).toEqual({ type: 'BANK_FAILED', status: 'Unavailable' });
    else if (event.type.startsWith('xstate.error')) expect(report).toEqual({ type: 'BANK_FAILED', status: 'Error' });
    else {
      const output = (event as AnyEventObject & { output: TokenizeResult }).output;
      expect(report).toEqual(
        output.status === 'OK'
          ? { type: 'BANK_TOKENIZED', token: output.token }
          : output.status === 'Cancel'
            ? { type: 'BANK_CANCELLED' }
            : { type: 'BANK_FAILED', status: output.status },
      );
    }
  },
  journeys: [
    {
      name: 'the bank dialog answers a token, and the button stays',
      events: [
        { type: 'AREA_MOUNTED', container: '#bank-payment' },
        done('loadMethod', 'loaded'),
        debit,
        done('tokenizeBank', 'ok'),
      ],
      expect: { loaded: 'available' },
    },
    {
      name: 'a guarantor who leaves the dialog is told nothing and can press again',
      events: [
        { type: 'AREA_MOUNTED', container: '#bank-payment' },
        done('loadMethod', 'loaded'),
        debit,
        done('tokenizeBank', 'cancel'),
        debit,
      ],
      expect: { loaded: 'dialogOpen' },
    },
    {
      name: 'a method Square refuses shows no button (never a dead one)',
      events: [{ type: 'AREA_MOUNTED', container: '#bank-payment' }, failed('loadMethod', 'refused')],
      expect: 'unavailable',
    },
    {
      name: 'leaving the form with the dialog open destroys the method',
      events: [
        { type: 'AREA_MOUNTED', container: '#bank-payment' },
        done('loadMethod', 'loaded'),
        debit,
        { type: 'AREA_UNMOUNTED' },
      ],
      expect: 'detached',
    },
    {
      name: 'back from the bank with its approval: the token goes to the payment',
      input: { ...base, transactionId: 'trip-1', returning: true },
      events: [
        { type: 'AREA_MOUNTED', container: '#bank-payment' },
        done('loadMethod', 'loaded'),
        done('awaitBankReturn', 'approved'),
      ],
      expect: { loaded: 'available' },
    },
    {
      name: 'a provider without ACH never loads, and a stale press is answered',
      input: { ...base, offered: false },
      events: [debit],
      expect: 'off',
    },
  ],
});
