// Demo-only controls beside the API: reset this visitor's data (the banner's button), and read it
// (browser tests check what the backend recorded). Never part of a real API.
import { http, HttpResponse } from 'msw';

import { resetDemoState, snapshotDemoState } from './state';

export const DEMO_RESET_PATH = '/__demo/reset';
export const DEMO_STATE_PATH = '/__demo/state';

export const controlHandlers = [
  http.post(`*${DEMO_RESET_PATH}`, () => {
    resetDemoState();
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`*${DEMO_STATE_PATH}`, () => HttpResponse.json(snapshotDemoState())),
];
