// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { it } from 'vitest';
import { planModel } from '@tests/model/harness';
import { paymentInputs, paymentModel } from '@tests/model/payment/payment.model';
import { deliveryModel } from '@tests/model/delivery/delivery.model';

it('x', () => {
  let t = Date.now();
  const p = planModel({ ...paymentModel, inputs: paymentInputs }, { closeGaps: false });
  console.log('payment', p.paths.length, p.paths.reduce((n, x) => n + x.steps.length, 0), Date.now() - t);
  t = Date.now();
  const d = planModel(deliveryModel, { closeGaps: false });
  console.log('delivery', d.paths.length, d.paths.reduce((n, x) => n + x.steps.length, 0), Date.now() - t);
  console.log(p.paths[5]!.name, Object.keys(p.paths[5]!));
});
