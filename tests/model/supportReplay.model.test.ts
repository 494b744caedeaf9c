import { expect } from 'vitest';

import { type LoadedReplay, supportReplayMachine } from '@machines/supportReplay.machine';

import { type Fixtures, modelTest } from './harness';

const replay = (steps: number, firstDivergence: number | null): LoadedReplay => ({
  steps: Array.from({ length: steps }, (_, i) => i),
  firstDivergence,
});

modelTest('support replay machine', {
  machine: supportReplayMachine,
  events: [
    { type: 'LOAD_CODE', code: '7F3K-9TQD' },
    { type: 'LOAD_FILE', file: new Blob(['{}']) },
    { type: 'NEXT' },
    { type: 'PREVIOUS' },
    { type: 'STEP_TO', index: 1 },
    { type: 'STEP_TO', index: 9 },
  ],
  fixtures: {
    loadReplay: {
      done: { 'three steps': replay(3, null), 'diverging at step 2': replay(3, 2), empty: replay(0, null) },
      error: { 'unknown code': new Error('No trace has this code.') },
    },
  } satisfies Fixtures<typeof supportReplayMachine>,
  // Stepping back and forth makes simple paths explode; shortest paths plus the harness's
  // one-path-per-missed-transition cover every state and transition.
  traversal: 'shortest',
  check: (snapshot) => {
    const { replay: loaded, step, error } = snapshot.context;
    if (snapshot.matches('viewing')) {
      // The step shown always exists.
      expect(loaded).not.toBeNull();
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThan(loaded!.steps.length);
      expect(error).toBeNull();
    }
    if (snapshot.matches('failed')) {
      expect(loaded).toBeNull();
      expect(['No trace has this code.', 'This trace has no steps.']).toContain(error);
    }
  },
});
