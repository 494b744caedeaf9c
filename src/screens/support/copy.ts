// Text of support's replay page and QA's local inspector (dev server and demo build), and of the support
// console (dist-support/): staff tools, in English.
export const supportCopy = {
  replay: {
    heading: 'Trace replay',
    intro:
      'Find a trace by the support code the guarantor quoted, or open a trace file. Each recorded step is re-run against the machines in this build.',
    codeLabel: 'Support code',
    find: 'Find trace',
    fileLabel: 'Trace file',
    dropHint: 'or drop a trace file here',
    loading: 'Replaying…',
    summary: 'Summary',
    supportCode: 'Support code',
    appVersion: 'App version',
    machineChanged: (machine: string, trace: string, current: string) =>
      `Machine '${machine}' has changed since this trace was recorded (${trace} → ${current}).`,
    allMatch: (replayed: number, total: number) => `Every state as recorded: ${replayed} of ${total} steps re-run.`,
    divergence: 'First divergence',
    timeline: 'Timeline',
    columns: { time: 'Time', actor: 'Actor', event: 'Event', state: 'State', result: 'Result' },
    match: 'same state',
    mismatch: 'differs',
    recordedOnly: 'recorded',
    step: (index: number, total: number) => `Step ${index + 1} of ${total}`,
    previous: 'Previous step',
    next: 'Next step',
    show: 'Show',
    stepHeading: 'At this step',
    recorded: 'Recorded state',
    replayed: 'Replayed state',
    event: 'Event (redacted)',
    actors: 'Every actor at this step',
    language: 'Page language',
    languageUnknown: 'not in the trace (English shown)',
    /** A lookup answered 404: why a trace may not have arrived yet (src/observability/send.ts sends it). */
    notArrived: (code: string) =>
      `No trace has arrived for ${code} yet. A guarantor's page sends its trace when it is hidden (another tab or app, the phone locked, the page closed) and when it shows an error or a message page, so a visit that is still open without an error has sent nothing so far. Ask the guarantor to leave or close the page, then find the code again.`,
    signIn:
      'The trace store did not accept your sign-in, or it has expired. Sign in again (reload this page), then find the code again.',
    storeFailed: (status: number) =>
      `The trace store could not answer (HTTP ${status}). Try again in a moment, or open a trace file.`,
    noAnswer: 'The trace store did not answer. Check your connection and try again, or open a trace file.',
    filesOnly:
      'This console has no trace store to ask (its lookup setting, VITE_TRACE_LOOKUP_URL, is not set): open or drop a trace file.',
    badCode: 'A support code has eight letters and digits, like 7F3K-9TQD.',
    notATrace: 'This file is not a portal trace.',
    screenHeading: 'The screen at this step',
    unknownProvider: 'The provider (not in the trace)',
    noScreen: "No screen of its own at this step (a call, or a screen drawn at another actor's steps).",
    screenFailed: "This step's screen could not be drawn from the replayed state.",
  },
  console: {
    title: 'Support console',
    nav: 'Console',
    replay: 'Trace replay',
    diagrams: 'Machine diagrams',
  },
  diagrams: {
    heading: 'Machine diagrams',
    intro:
      "Every machine of this build, generated from its definition as docs/machines/ is: open one to see its statechart, its state diagram in Mermaid's notation (paste it into any Mermaid viewer) and the events it handles without leaving its state.",
    states: (count: number) => `${count} states`,
    source: (id: string) => `State diagram of ${id} (Mermaid)`,
    inPlace: (id: string) => `Events ${id} handles in place`,
    columns: { state: 'State', event: 'Event', guard: 'Guard', actions: 'Actions' },
  },
} as const;

/** QA's local inspector panel (dev server and demo build only): apart, so the support console carries none of it. */
export const inspectorCopy = {
  label: 'Live actors (local inspector)',
  hide: 'Hide',
  show: 'Live actors',
  none: 'No actor is running.',
  lastEvents: 'Last events',
} as const;

/** The statechart (inspector panel, replay, diagrams): lazily loaded with the chart's code. */
export const chartCopy = {
  chartOf: (machine: string) => `Statechart of ${machine}`,
  layingOut: 'Laying out the chart…',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit to window',
  zoom: (percent: number) => `${percent}%`,
  legend: 'Bold border: the current states. Bold arrow: the transition just taken.',
  show: (actor: string) => `Chart of ${actor}`,
  hide: 'Close chart',
  invoked: 'Actors invoked here',
  openChild: (actor: string) => `Open ${actor}'s chart`,
  stepChart: 'Where the actor was',
  noMachine: 'This step is not a state machine (a call or a callback actor): no chart.',
} as const;
