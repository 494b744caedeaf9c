// Model-based persist/restore of the screens (issue 46, item 6): along the shortest paths of each kept
// flow's model whose machine owns a screen, at every step (every state at least once where the steps
// are many), the flow is kept as the tab keeps it and restored as a reload restores it, and the screen
// drawn for the restored actor shows what the screen drawn for the original showed: the same h1/h2
// headings and the same value in every input, select and textarea (checked or not, for a checkbox or
// a radio), but for the card number and the CVV, which are never kept: empty on the restored screen.
// The restored actor is drawn before RESTORED, the page's first event to it, which moves some states
// on (a post in flight, a photo to choose again): the kept snapshot itself is what is drawn. Each
// screen is drawn by its screen test's own render function (the *.render.tsx beside it).
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';

import { loadLookupDeferred } from '@/screens/lookup/lookupValidation';
import { quickPayModel } from '@tests/model/bill/quickPay.model';
import { renderQuickPay } from '@tests/model/bill/quickPay.render';
import { deliveryModel } from '@tests/model/delivery/delivery.model';
import { renderDelivery } from '@tests/model/delivery/delivery.render';
import { lookupModel } from '@tests/model/delivery/lookup.model';
import { renderLookup } from '@tests/model/delivery/lookup.render';
import { insuranceModel } from '@tests/model/insurance/insurance.model';
import { renderInsuranceHub } from '@tests/model/insurance/insurance.render';
import { guarantorStepModel } from '@tests/model/insurance/insuranceGuarantor.model';
import { renderGuarantorStep } from '@tests/model/insurance/insuranceGuarantor.render';
import { manualEntryModel } from '@tests/model/insurance/insuranceManual.model';
import { renderManualEntry } from '@tests/model/insurance/insuranceManual.render';
import { insuranceStepModel } from '@tests/model/insurance/insuranceStep.model';
import { renderInsuranceStep } from '@tests/model/insurance/insuranceStep.render';
import { giveCamera, renderUpload, takeCamera, uploadScreenModel } from '@tests/model/insurance/upload.render';
import { notificationChangeModel } from '@tests/model/notification/notificationChange.model';
import { renderNotificationChange } from '@tests/model/notification/notificationChange.render';
import { autopayModel } from '@tests/model/payment/autopay.model';
import { renderAutopay } from '@tests/model/payment/autopay.render';
import { paymentInputs, paymentModel } from '@tests/model/payment/payment.model';
import { renderPayment } from '@tests/model/payment/payment.render';

import { type ModelDefinition, planModel } from '../harness';
import { compareAt, type Compared, distinctSteps, sample, type ScreenOptions } from './restoreScreen';

/** Past this many distinct kept steps (per input), a sample: every state value, then an even spread. */
const MOST_STEPS = 24;

interface ScreenModel extends ScreenOptions {
  model: Parameters<typeof planModel>[0];
  /** Inputs whose flow ends the visit at once (a message page): nothing of them is ever kept. */
  neverKept?: string[];
  /** The screen has card fields, and some step shows a card number or CVV typed. */
  secrets?: boolean;
}

/** A model and the render function of its screen test, typed together. */
function screenModel<M extends AnyStateMachine>(
  model: ModelDefinition<M>,
  draw: (actor: ActorRefFrom<M>) => ReactElement,
  options: Omit<ScreenModel, 'model' | 'draw'>,
): ScreenModel {
  return { model: model as ScreenModel['model'], draw: draw as ScreenModel['draw'], ...options };
}

/** One test per input: its shortest paths, each distinct kept step compared (a sample past MOST_STEPS). */
function restoreScreenTests(name: string, screen: ScreenModel) {
  const { model, neverKept = [], secrets = false } = screen;
  describe(name, () => {
    const plan = planModel({ ...model, traversal: 'shortest' }, { closeGaps: false });
    const inputs: [string, unknown][] = model.inputs ? Object.entries(model.inputs) : [['its input', model.input]];
    for (const [label, input] of inputs) {
      const kept = !neverKept.includes(label);
      const title = kept ? 'restores the same screen at every state the model reaches' : 'keeps nothing';
      // Two screens drawn in jsdom per step: seconds on a busy 2-core machine. Against hangs only.
      it(`${title}: ${label}`, { timeout: 120_000 }, async () => {
        const paths = plan.paths.filter((path) => path.input === input);
        const steps = sample(distinctSteps(plan, paths), MOST_STEPS);
        const results: Compared[] = [];
        for (const step of steps) {
          try {
            results.push(await compareAt(plan, screen, step));
          } catch (error) {
            const where = `${step.path.name}, step ${step.index} (${step.value})`;
            throw new Error(`${where}: ${String(error)}`, { cause: error });
          }
        }
        // Not vacuous: steps were kept, and their screens showed something to compare.
        expect(results.filter((result) => result.kept).length > 0).toBe(kept);
        if (kept) expect(results.reduce((sum, result) => sum + result.shows, 0)).toBeGreaterThan(0);
        if (kept && secrets) expect(results.some((result) => result.secret)).toBe(true);
      });
    }
  });
}

// The lookup's dialogs are a lazy part: loaded before any screen is drawn, as the form warms it up.
beforeAll(() => loadLookupDeferred());
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  giveCamera();
});
afterEach(takeCamera);

const inputsWhere = <T,>(inputs: Record<string, T>, taken: (name: string) => boolean) =>
  Object.fromEntries(Object.entries(inputs).filter(([name]) => taken(name)));

const screens = {
  'delivery link screens': screenModel(deliveryModel, renderDelivery, {
    route: true,
    // The early check found no delivery: the invalid-link page, at once.
    neverKept: ['checked early: no DeliveryId', 'checked early: the call failed'],
  }),
  // Restored at 'found' without the bill, the statement waits behind 'One moment…', as the lookup did.
  'statement lookup screens': screenModel(lookupModel, renderLookup, { route: true, waitsAs: { found: 'checking' } }),
  // The inputs the form's screen test draws: the card widget and the wallets need Square's SDK.
  'payment form': screenModel(
    {
      ...paymentModel,
      inputs: inputsWhere(paymentInputs, (name) => ['new card', 'staff-assisted with saved cards'].includes(name)),
    },
    renderPayment,
    { route: false, secrets: true },
  ),
  'quick-pay view': screenModel(quickPayModel, renderQuickPay, { route: false }),
  'notification change screen': screenModel(notificationChangeModel, renderNotificationChange, { route: true }),
  'insurance hub screens': screenModel(insuranceModel, renderInsuranceHub, { route: true }),
  'guarantor step form': screenModel(guarantorStepModel, renderGuarantorStep, { route: false }),
  'insurance step screens': screenModel(insuranceStepModel, renderInsuranceStep, { route: false }),
  'manual insurance entry form': screenModel(manualEntryModel, renderManualEntry, { route: false }),
  'upload screen': screenModel(uploadScreenModel, renderUpload, { route: false }),
  // 'Nothing to offer' is over at once.
  'autopay dialog': screenModel(autopayModel, renderAutopay, { route: false, neverKept: ['nothing to offer'] }),
};
for (const [name, screen] of Object.entries(screens)) restoreScreenTests(`${name}: kept and restored`, screen);
