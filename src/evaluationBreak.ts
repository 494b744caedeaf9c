/**
 * A break in the evaluation of the page's entry (issue 34): the module that imports this first has
 * its other imports, and itself, evaluated in the task after the one that evaluated what came before.
 * src/app/live/provider.ts imports it, after main.tsx has imported the language: XState, the words and
 * the language are evaluated in one task, axios and the provider's calls in the next. As one task
 * they took 12-19 ms in Lighthouse's traces, past the 12.5 ms its 4× slower phone counts as blocking.
 */
import { nextTask } from './nextTask';

await nextTask();
