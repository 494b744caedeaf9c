// @vitest-environment node: the chart's graph and layout are pure (elkjs runs in Node too).
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise } from 'xstate';

import { chartGraph, litStates, takenEdges } from '@/observability/chart/graph';
import { type Box, layoutChart } from '@/observability/chart/layout';
import { paymentMachine } from '@machines/payment/payment.machine';

/** Every kind of node and arrow the chart draws, in one small machine. */
const sample = createMachine({
  id: 'sample',
  initial: 'idle',
  context: { n: 0 },
  on: { RESET: '.idle' },
  states: {
    idle: {
      on: { GO: [{ guard: 'isReady', target: 'busy' }, { target: 'checking' }], TICK: { actions: assign({ n: 1 }) } },
    },
    checking: { always: 'busy' },
    busy: {
      type: 'parallel',
      invoke: { id: 'work', src: fromPromise(() => Promise.resolve(1)) },
      onDone: 'finished',
      states: {
        left: { initial: 'a', states: { a: { after: { 300: 'b' } }, b: { type: 'final' } } },
        right: { initial: 'c', states: { c: { on: { STOP: 'd' } }, d: { type: 'final' } } },
      },
    },
    finished: { type: 'final' },
  },
}).provide({ guards: { isReady: () => false } });

describe('the statechart graph', () => {
  const graph = chartGraph(sample);
  const edge = (source: string, target: string) => graph.edges.find((e) => e.id === `${source}→${target}#0`);

  it('holds every state, nested as defined, with its type, initial child and invoked actors', () => {
    expect(graph.states.map((s) => s.id)).toEqual([
      'sample',
      'sample.idle',
      'sample.checking',
      'sample.busy',
      'sample.busy.left',
      'sample.busy.left.a',
      'sample.busy.left.b',
      'sample.busy.right',
      'sample.busy.right.c',
      'sample.busy.right.d',
      'sample.finished',
    ]);
    const busy = graph.states.find((s) => s.id === 'sample.busy')!;
    expect(busy).toMatchObject({ type: 'parallel', invokes: ['work'], parent: 'sample', initial: null });
    expect(graph.states.find((s) => s.id === 'sample.busy.left')).toMatchObject({ initial: 'sample.busy.left.a' });
    expect(graph.states.find((s) => s.id === 'sample.finished')!.type).toBe('final');
  });

  it('draws an arrow per target, labelled with the event, the guard, the delay or always; in-place events have none', () => {
    expect(edge('sample.idle', 'sample.busy')!.label).toBe('GO [isReady]');
    expect(edge('sample.idle', 'sample.checking')!.label).toBe('GO');
    expect(edge('sample.checking', 'sample.busy')!.label).toBe('always');
    expect(edge('sample.busy.left.a', 'sample.busy.left.b')!.label).toBe('after 300ms');
    expect(edge('sample.busy', 'sample.finished')!.label).toBe('all done');
    expect(edge('sample', 'sample.idle')!.label).toBe('RESET');
    expect(graph.edges.some((e) => e.label.startsWith('TICK'))).toBe(false);
  });

  it('lights the states a value names, ancestors included, and ignores names the machine lacks', () => {
    expect([...litStates(graph, { busy: { left: 'a', right: 'd' } })].sort()).toEqual([
      'sample.busy',
      'sample.busy.left',
      'sample.busy.left.a',
      'sample.busy.right',
      'sample.busy.right.d',
    ]);
    expect([...litStates(graph, 'idle')]).toEqual(['sample.idle']);
    expect([...litStates(graph, 'gone')]).toEqual([]);
  });

  it('marks the arrow an event took, and the always arrows it ran through to the lit state', () => {
    const before = litStates(graph, 'idle');
    const after = litStates(graph, { busy: { left: 'a', right: 'c' } });
    // A trace has no context to re-run guards: both of GO's branches end in 'busy', so both are marked.
    expect([...takenEdges(graph, before, 'GO', after)].sort()).toEqual([
      'sample.checking→sample.busy#0',
      'sample.idle→sample.busy#0',
      'sample.idle→sample.checking#0',
    ]);
    // A delay's event is the machine's own 'xstate.after.<delay>.<state id>'.
    const delayed = createActor(sample.provide({ guards: { isReady: () => true } })).start();
    delayed.send({ type: 'GO' });
    const from = litStates(graph, delayed.getSnapshot().value);
    const to = litStates(graph, { busy: { left: 'b', right: 'c' } });
    expect([...takenEdges(graph, from, 'xstate.after.300.sample.busy.left.a', to)]).toEqual([
      'sample.busy.left.a→sample.busy.left.b#0',
    ]);
    delayed.stop();
    // An event handled at the root leaves from any state.
    expect([...takenEdges(graph, to, 'RESET', litStates(graph, 'idle'))]).toEqual(['sample→sample.idle#0']);
    expect(takenEdges(graph, before, 'STOP', before).size).toBe(0);
    // An event handled without a target can let an `always` guard pass: that arrow is the step's.
    expect([...takenEdges(graph, litStates(graph, 'checking'), 'TICK', after)]).toEqual([
      'sample.checking→sample.busy#0',
    ]);
  });
});

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the statechart layout (elkjs)', () => {
  it.each([
    ['a sample with every kind of node', sample],
    ['the largest machine, payment', paymentMachine],
  ])('nests each state inside its parent, keeps siblings apart and routes every arrow: %s', async (_, machine) => {
    const graph = chartGraph(machine);
    const layout = await layoutChart(graph);
    const box = new Map(layout.states.map((s) => [s.id, s]));
    expect([...box.keys()].sort()).toEqual(graph.states.map((s) => s.id).sort());
    for (const state of graph.states) {
      expect(inside(box.get(state.id)!, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true);
      for (const child of state.children) expect(inside(box.get(child)!, box.get(state.id)!), child).toBe(true);
      for (const [i, a] of state.children.entries())
        for (const b of state.children.slice(i + 1))
          expect(overlap(box.get(a)!, box.get(b)!), `${a} / ${b}`).toBe(false);
    }
    for (const edge of layout.edges) {
      expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
      expect(edge.labelBox, edge.id).not.toBeNull();
    }
    expect(layout.initials).toHaveLength(graph.states.filter((s) => s.initial).length);
    expect(layout.states.filter((s) => s.region).map((s) => s.id)).toEqual(
      graph.states.filter((s) => graph.states.find((p) => p.id === s.parent)?.type === 'parallel').map((s) => s.id),
    );
  });

  it('comes out the same every time (the committed SVGs compare byte for byte)', async () => {
    expect(await layoutChart(chartGraph(paymentMachine))).toEqual(await layoutChart(chartGraph(paymentMachine)));
  });
});
