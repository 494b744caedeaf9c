// @vitest-environment node: the chart is rendered to a string, as in the model tests.
// The model harness's statechart check (tests/model/harness/chart.tsx) fails when the drawing and
// xstate disagree: a check that always passes would prove nothing.
import { describe, expect, it } from 'vitest';
import { type AnyTransitionDefinition, createMachine } from 'xstate';

import { checkChart, readChart } from '@tests/model/harness/chart';
import type { ChartStep } from '@tests/model/harness/run';

const lamp = createMachine({
  id: 'lamp',
  initial: 'off',
  states: { off: { on: { FLIP: 'on', TOUCH: {} } }, on: { on: { FLIP: 'off' } } },
});
const flip: AnyTransitionDefinition = lamp.root.states.off!.transitions.get('FLIP')![0]!;
const step: ChartStep = { before: 'off', eventType: 'FLIP', after: 'on', active: ['lamp.on'], took: new Set([flip]) };

describe('the model harness’s statechart check', () => {
  it('passes a step drawn as xstate took it, and the start', async () => {
    const start: ChartStep = {
      before: null,
      eventType: 'xstate.init',
      after: 'off',
      active: ['lamp.off'],
      took: new Set(),
    };
    await expect(checkChart(lamp, [start, step])).resolves.toBe(2);
  });

  it('fails when the lit states are not the ones xstate is in', async () => {
    await expect(checkChart(lamp, [{ ...step, active: ['lamp.off'] }])).rejects.toThrow(
      'off → FLIP → on: lit lamp.on; xstate is in lamp.off',
    );
  });

  it('fails when an arrow xstate took is not drawn taken, or one of another event is', async () => {
    await expect(checkChart(lamp, [{ ...step, eventType: 'TOUCH' }])).rejects.toThrow(
      'xstate took #lamp.off FLIP → #lamp.on, not drawn taken: lamp.off→lamp.on#0',
    );
  });

  it('reads the lit states and the taken arrows back from the markup', () => {
    const markup =
      '<g data-state="a" role="group" aria-label="a" aria-current="true"></g><g data-state="b&amp;c" role="group"></g>' +
      '<g data-edge="a→b#0" data-taken="true" aria-hidden="true"></g><g data-edge="b→a#0" aria-hidden="true"></g>';
    expect(readChart(markup)).toEqual({ states: ['a', 'b&c'], lit: new Set(['a']), taken: new Set(['a→b#0']) });
  });
});
