// @vitest-environment node: pure logic, no DOM (tests/setup.ts).
import { expect } from 'vitest';

import { type LoadedReplay, supportReplayMachine } from '@machines/support/supportReplay.machine';

import { done, failed, type Fixtures, modelTest } from '../harness';

const replay = (steps: number, firstDivergence: number | null): LoadedReplay => ({
  steps: Array.from({ length: steps }, (_, i) => i),
  firstDivergence,
});

modelTest('support replay machine', {
  machine: supportReplayMachine,
  inputs: { 'with a trace store': { findByCode: true }, 'files only': { findByCode: false } },
  events: {
    LOAD_CODE: [{ type: 'LOAD_CODE', code: '7F3K-9TQD' }],
    LOAD_FILE: [{ type: 'LOAD_FILE', file: new Blob(['{}']) }],
    NEXT: [{ type: 'NEXT' }],
    PREVIOUS: [{ type: 'PREVIOUS' }],
    STEP_TO: [
      { type: 'STEP_TO', index: 1 },
      { type: 'STEP_TO', index: 9 },
    ],
  },
  fixtures: {
    loadReplay: {
      done: { 'three steps': replay(3, null), 'diverging at step 2': replay(3, 2), empty: replay(0, null) },
      error: { 'unknown code': new Error('No trace has this code.') },
    },
  } satisfies Fixtures<typeof supportReplayMachine>,
  // Stepping back and forth makes simple paths explode; shortest paths plus the harness's
  // one-path-per-missed-transition cover every state and transition.
  traversal: 'shortest',
  // Without a trace store no code is ever looked up (a file still opens).
  invariant: (snapshot) => {
    if (!snapshot.context.findByCode) expect(snapshot.can({ type: 'LOAD_CODE', code: '7F3K-9TQD' })).toBe(false);
  },
  states: {
    viewing: (snapshot) => {
      const { replay: loaded, step, error } = snapshot.context;
      // The step shown always exists.
      expect(loaded).not.toBeNull();
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThan(loaded!.steps.length);
      expect(error).toBeNull();
    },
    failed: (snapshot) => {
      expect(snapshot.context.replay).toBeNull();
      expect(['No trace has this code.', 'This trace has no steps.']).toContain(snapshot.context.error);
    },
  },
  journeys: [
    {
      name: 'a code loads a trace and the steps move forward and back',
      events: [
        { type: 'LOAD_CODE', code: '7F3K-9TQD' },
        done('loadReplay', 'three steps'),
        { type: 'NEXT' },
        { type: 'NEXT' },
        { type: 'PREVIOUS' },
      ],
      expect: 'viewing',
    },
    {
      name: 'an unknown code fails, and a file can still be loaded',
      events: [
        { type: 'LOAD_CODE', code: '7F3K-9TQD' },
        failed('loadReplay', 'unknown code'),
        { type: 'LOAD_FILE', file: new Blob(['{}']) },
      ],
      expect: 'loading',
    },
    {
      name: 'without a trace store, a file loads',
      input: { findByCode: false },
      events: [{ type: 'LOAD_FILE', file: new Blob(['{}']) }, done('loadReplay', 'three steps')],
      expect: 'viewing',
    },
    {
      name: 'a trace without steps fails',
      events: [{ type: 'LOAD_FILE', file: new Blob(['{}']) }, done('loadReplay', 'empty')],
      expect: 'failed',
    },
  ],
});
