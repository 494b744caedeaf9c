// Demo-only controls beside the API: reset this visitor's data (the banner's button), read it
// (browser tests check what the backend recorded), the fault switch (faults.ts) and the hold switch
// (holds.ts). Never part of a real API.
import { http, HttpResponse } from 'msw';

import { faultHandlers } from './faults';
import { holdHandlers } from './holds';
import { resetDemoState, snapshotDemoState } from './state';

export const DEMO_RESET_PATH = '/__demo/reset';
export const DEMO_STATE_PATH = '/__demo/state';

export const controlHandlers = [
  http.post(`*${DEMO_RESET_PATH}`, () => {
    resetDemoState();
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`*${DEMO_STATE_PATH}`, () => HttpResponse.json(snapshotDemoState())),
  ...faultHandlers,
  ...holdHandlers,
];
