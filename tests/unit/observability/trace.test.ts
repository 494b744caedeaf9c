import { describe, expect, it } from 'vitest';
import { type EventObject, fromCallback, fromPromise, setup, waitFor } from 'xstate';

import { neverSettles } from '@/neverSettles';
import { createObservedActor } from '@/observability/observe';
import { getTrace, recordTrace, subscribeTrace, TRACE_LIMIT } from '@/observability/trace';
import { cameraMachine, type CapturedPhoto } from '@machines/insurance/camera.machine';
import type { CardQuality } from '@machines/insurance/rules/cardQuality';
import { cameraReady, qualities } from '@tests/fixtures/camera';

import { checkoutMachine, expectNoSecrets, SECRETS, submitEvent } from './fixtures';

describe('event trace', () => {
  it('records actor id, event type, timestamp, resulting state and the redacted event', () => {
    const actor = createObservedActor(checkoutMachine).start();
    actor.send(submitEvent);
    const entry = getTrace().find((e) => e.eventType === 'SUBMIT');
    expect(entry).toMatchObject({
      actorId: 'checkout',
      eventType: 'SUBMIT',
      state: 'submitted',
      event: { type: 'SUBMIT', PaymentAmount: 125.5, IsSuccess: true, CardNumber: '[redacted]' },
    });
    expect(Number.isNaN(Date.parse(entry!.timestamp))).toBe(false);
    // This actor's first entry (an actor of an earlier file in this worker may still record its stop).
    expect(getTrace().find((e) => e.sessionId === actor.sessionId)).toMatchObject({
      actorId: 'checkout',
      eventType: 'xstate.init',
      state: 'editing',
    });
  });

  it('never contains the card number, CVV, name, e-mail, token, date of birth or address', () => {
    const actor = createObservedActor(checkoutMachine).start();
    actor.send(submitEvent);
    actor.send({ type: 'RESET' });
    const json = JSON.stringify(getTrace());
    expectNoSecrets(json);
    expect(json).toContain('125.5');
  });

  it('records child actors and their outputs through the same redaction', async () => {
    const parent = setup({
      actors: { charge: fromPromise(() => Promise.resolve({ IsSuccess: true, GuarantorName: SECRETS.NameOnCard })) },
    }).createMachine({
      id: 'pay',
      initial: 'posting',
      states: { posting: { invoke: { id: 'charge', src: 'charge', onDone: 'done' } }, done: {} },
    });
    const actor = createObservedActor(parent).start();
    await waitFor(actor, (s) => s.matches('done'));
    const trace = getTrace();
    expect(trace.some((e) => e.actorId === 'charge')).toBe(true);
    expect(trace.find((e) => e.eventType === 'xstate.done.actor.charge')).toMatchObject({
      actorId: 'pay',
      state: 'done',
    });
    expectNoSecrets(JSON.stringify(trace));
  });

  it("records a clock's repeated camera checks once while they say the same, and every change", () => {
    const machine = cameraMachine.provide({
      actors: {
        cameraStream: fromCallback<EventObject, MediaStreamConstraints>(() => {}),
        qualityCheck: fromCallback<EventObject, { stream: MediaStream; intervalMs: number }>(() => {}),
        pageVisibility: fromCallback(() => {}),
        captureFrame: fromPromise<CapturedPhoto, { stream: MediaStream; jpegQuality: number }>(neverSettles),
      },
    });
    const camera = createObservedActor(machine).start();
    camera.send(cameraReady());
    const checked = (quality: CardQuality) => camera.send({ type: 'QUALITY_CHECKED', quality });
    [qualities.excellent, qualities.excellent, qualities.excellent, qualities.offCentre, qualities.offCentre].forEach(
      checked,
    );
    checked({ ...qualities.excellent, sharpness: 91.5 }); // other raw measures, the same checks: a repeat
    checked(qualities.offCentre);
    const checks = getTrace().filter((e) => e.eventType === 'QUALITY_CHECKED');
    // The second good check is recorded too: it moves the camera to `ready` (Capture needs two in a row).
    expect(checks.map((e) => (e.event.quality as CardQuality).canCapture)).toEqual([true, true, false, true, false]);
    expect(checks.map((e) => e.state)).toContainEqual({ camera: { live: { checking: 'ready' } } });
    // What a replay needs to take the capture guard is there; the raw measures are not.
    expect(checks[0]!.event.quality).toMatchObject({
      canCapture: true,
      sharp: true,
      score: 1,
      sharpness: '[redacted]',
    });
    camera.stop();
  });

  it('keeps only the newest entries and notifies subscribers', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeTrace((entry) => seen.push(entry.eventType));
    for (let i = 0; i < TRACE_LIMIT + 5; i += 1) {
      recordTrace({ actorId: 'a', eventType: `E${i}`, timestamp: '', state: 'x', event: { type: `E${i}` } });
    }
    unsubscribe();
    recordTrace({ actorId: 'a', eventType: 'after', timestamp: '', state: 'x', event: { type: 'after' } });
    expect(seen).toHaveLength(TRACE_LIMIT + 5);
    const trace = getTrace();
    expect(trace).toHaveLength(TRACE_LIMIT);
    expect(trace[0]!.eventType).toBe('E6');
  });

  it('is exposed to QA as window.__portalTrace outside production', () => {
    createObservedActor(checkoutMachine).start().send(submitEvent);
    expect(window.__portalTrace?.get().some((e) => e.eventType === 'SUBMIT')).toBe(true);
    window.__portalTrace?.clear?.();
    expect(getTrace()).toEqual([]);
  });
});
