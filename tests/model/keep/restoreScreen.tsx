// What restore.screen.test.tsx does at one step of a model's path: keeps the flow as the tab keeps it,
// restores it as a reload restores it (before RESTORED), draws the screen for both actors and reads
// what each shows. Also: the steps worth comparing along a model's paths, and a sample of them.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, createActor, type Snapshot } from 'xstate';

import { keep } from '@/app/keep/keeper';
import { fitsMachine, restorable, revivedSnapshot } from '@/app/keep/restore';
import { forgetFlow, keptFlow } from '@/app/keep/tabMemory';
import { render } from '@tests/support/render';

import { formatValue, type ModelPath, type ModelPlan } from '../harness';
import { valueOf } from '../harness/plan';
import { idleClock, snapshotOf, startActor } from '../harness/run';

/** Never kept (src/app/keep/keptSnapshot.ts): empty on the restored screen, whatever the original shows. */
export const SECRET_FIELDS = new Set(['cardNumber', 'cardCVV']);
const PLACE = 'restore-screen-test';

export interface Shown {
  headings: string[];
  /** By tag, type and name (a radio or checkbox by its value too): checked or not, else the value. */
  fields: { field: string; name: string; value: string | boolean }[];
}

const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
const checkable = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the page shows (dialogs are portals, so the whole body): its h1/h2 headings and its fields. */
function shown(): Shown {
  const fields = document.body.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input, select, textarea',
  );
  return {
    headings: [...document.body.querySelectorAll('h1, h2')].map(text),
    fields: [...fields].map((field) => {
      const name = field.name || field.id || field.getAttribute('aria-label') || '';
      const tag = `${field.tagName.toLowerCase()}[${field.type}]`;
      return checkable(field)
        ? { field: `${tag} ${name}=${field.value}`, name, value: field.checked }
        : { field: `${tag} ${name}`, name, value: field.value };
    }),
  };
}

/** What the restored screen must show: the same, with the card number and CVV empty. */
export const withoutSecrets = ({ headings, fields }: Shown): Shown => ({
  headings,
  fields: fields.map((field) => (SECRET_FIELDS.has(field.name) ? { ...field, value: '' } : field)),
});

export type Draw = (actor: AnyActorRef) => ReactElement;

/** The screen drawn for `actor` (its effects and a lazy part given time to settle), read, then taken away. */
async function screenOf(draw: Draw, actor: AnyActorRef): Promise<Shown> {
  const rendered = render(draw(actor));
  for (let i = 0; i < 3; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const result = shown();
  rendered.unmount();
  return result;
}

/** A path's step that persists what no earlier step did. */
export interface KeptStep {
  path: ModelPath;
  index: number;
  value: string;
}

/** A persisted snapshot as a key: the ids of actors held in context differ between runs of a path. */
const keyOf = (actor: AnyActorRef) =>
  JSON.stringify(actor.getPersistedSnapshot(), (_, value: unknown) =>
    typeof value === 'object' && value !== null && 'xstate$$type' in value ? 'an actor' : value,
  );

/** Every step of the paths whose persisted snapshot is new (shortest paths share their first steps). */
export function distinctSteps(plan: ModelPlan, paths: ModelPath[]): KeptStep[] {
  const seen = new Set<string>();
  const steps: KeptStep[] = [];
  for (const path of paths) {
    const run = startActor(plan, path.input);
    try {
      path.steps.forEach((step, index) => {
        if (index > 0) run.actor.send(step.event);
        const value = valueOf(snapshotOf(run));
        expect(value, path.name).toEqual(step.state.value);
        const key = keyOf(run.actor);
        if (!seen.has(key)) steps.push({ path, index, value: formatValue(value) });
        seen.add(key);
      });
    } finally {
      run.actor.stop();
    }
  }
  return steps;
}

/** All the steps, or (past `most`) each state value's first step and an even spread of the others. */
export function sample(steps: KeptStep[], most: number): KeptStep[] {
  if (steps.length <= most) return steps;
  const values = new Set<string>();
  const stride = steps.length / most;
  return steps.filter((step, i) => {
    const first = !values.has(step.value);
    values.add(step.value);
    return first || Math.floor(i / stride) !== Math.floor((i - 1) / stride);
  });
}

/**
 * The kept flow as the page gets it back: a route's flow through `restorable` (the checks a reload
 * makes); a child's as its parent's restore revives it (XState restores children with their parent).
 */
function restoredSnapshot(machine: AnyStateMachine, input: Record<string, unknown>, route: boolean) {
  if (route) return restorable(machine, input, { place: PLACE });
  const flow = keptFlow(PLACE, machine.id);
  return flow && fitsMachine(flow.snapshot, machine) ? revivedSnapshot(flow.snapshot, input) : null;
}

export interface ScreenOptions {
  draw: Draw;
  /** A route keeps this flow (useKeptActorRef); else it is kept and restored as a child of one. */
  route: boolean;
  /**
   * States whose screen is the bill, which is never kept but fetched again (issue 46): restored, before
   * RESTORED, such a state shows what the flow showed while it fetched the bill, the state named here,
   * which the path passed just before.
   */
  waitsAs?: Record<string, string>;
}

export interface Compared {
  /** The step was kept, and the two screens compared. */
  kept: boolean;
  /** Headings and fields the original screen showed. */
  shows: number;
  /** The original screen showed a card number or CVV. */
  secret: boolean;
}

/** Walks to the step, keeps and restores the flow as the page would, and compares the two screens. */
export async function compareAt(plan: ModelPlan, options: ScreenOptions, step: KeptStep): Promise<Compared> {
  const { path, index, value } = step;
  const { draw, route, waitsAs = {} } = options;
  const run = startActor(plan, path.input);
  let restored: AnyActorRef | null = null;
  try {
    let waited: Shown | null = null;
    for (const [i, { event }] of path.steps.slice(1, index + 1).entries()) {
      if (i === index - 1 && value in waitsAs) {
        expect(formatValue(valueOf(snapshotOf(run))), 'the state before').toBe(waitsAs[value]);
        waited = await screenOf(draw, run.actor);
      }
      run.actor.send(event);
    }
    const original = snapshotOf(run);
    keep(run.actor, plan.machine.id, { place: PLACE }, () => {});
    const input = path.input as Record<string, unknown>;
    const revived = restoredSnapshot(plan.machine, input, route);
    forgetFlow(PLACE);
    // A flow that is over, or a visit that ended (a message page), is forgotten: nothing comes back.
    if (original.status !== 'active' || original.hasTag('visitEnded')) {
      expect(revived).toBeNull();
      return { kept: false, shows: 0, secret: false };
    }
    expect(revived, 'the tab keeps an active flow').not.toBeNull();
    const actor = createActor(plan.machine, {
      input,
      snapshot: revived as unknown as Snapshot<unknown>,
      clock: idleClock,
    });
    restored = actor;
    const failure = { error: null as unknown };
    actor.subscribe({ error: (error) => (failure.error = error) });
    actor.start();
    expect(valueOf(snapshotOf({ actor, failure: failure.error }))).toEqual(valueOf(original));

    const [originalKey, restoredKey] = [keyOf(run.actor), keyOf(actor)];
    const before = await screenOf(draw, run.actor);
    const after = await screenOf(draw, actor);
    // Drawing changed neither actor: both screens are of the snapshots compared.
    expect(keyOf(run.actor)).toBe(originalKey);
    expect(keyOf(actor)).toBe(restoredKey);
    expect(snapshotOf({ actor, failure: failure.error }).status).toBe('active');
    expect(after).toEqual(withoutSecrets(waited ?? before));
    return {
      kept: true,
      shows: before.headings.length + before.fields.length,
      secret: before.fields.some(({ name, value: shownValue }) => SECRET_FIELDS.has(name) && shownValue !== ''),
    };
  } finally {
    restored?.stop();
    run.actor.stop();
  }
}
