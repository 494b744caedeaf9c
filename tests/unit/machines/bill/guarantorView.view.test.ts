// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { shallowEqual } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { guarantorViewMachine } from '@machines/bill/guarantorView.machine';
import { guarantorViewView } from '@machines/bill/guarantorView.view';
import { confirmationInbox } from '@tests/fixtures/confirmationInbox';
import { quickPayGuarantor } from '@tests/fixtures/guarantor';
import { provider } from '@tests/fixtures/provider';

function start(guarantor = quickPayGuarantor) {
  return createActor(guarantorViewMachine, {
    input: { provider, guarantor, deliveryId: 'D1002', confirmation: confirmationInbox().ref },
  }).start();
}

describe("the validated view's slice (issue 47: the bill draws again only when what it draws changes)", () => {
  it('stays the same while the guarantor types an amount', () => {
    const view = start({ ...quickPayGuarantor, QP: false });
    const before = guarantorViewView(view.getSnapshot());
    expect(before.screen).toBe('full');
    view.getSnapshot().children.payment!.send({ type: 'AMOUNT_CHANGED', value: '12.3' });
    expect(shallowEqual(guarantorViewView(view.getSnapshot()), before)).toBe(true);
    view.stop();
  });

  it('says quick-pay, then the full view with the focus asked for', () => {
    const view = start();
    expect(guarantorViewView(view.getSnapshot())).toMatchObject({ screen: 'quickPay', focus: null });
    view.getSnapshot().children.quickPay!.send({ type: 'SHOW_DETAILS' });
    expect(guarantorViewView(view.getSnapshot())).toMatchObject({ screen: 'full', focus: 'details' });
    view.stop();
  });
});
