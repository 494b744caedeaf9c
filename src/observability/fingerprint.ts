/**
 * A fingerprint of a machine's definition: its states, transitions, event names, guard, action,
 * actor and delay names, tags — the structure a replay depends on. Functions count only by their
 * xstate kind ('xstate.assign'), never by source text, so the dev server, the minified build and
 * Node (replay, diagrams) agree. Computed once per machine when its first actor starts.
 */
import type { AnyStateMachine } from 'xstate';

/** What JSON.stringify keeps (toJSON applied), functions as their xstate kind. */
function jsonSafe(key: string, value: unknown): unknown {
  if (key === 'toJSON') return undefined;
  if (typeof value !== 'function') return value;
  const kind = (value as { type?: unknown }).type;
  return typeof kind === 'string' ? { fn: kind } : 'fn';
}

/** Plain JSON data with its object keys sorted. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sorted(record[key])]),
  );
}

/** cyrb53 (a fast, well-spread 53-bit string hash), as 14 hex digits. Not for security. */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  always?: { guard?: unknown; target?: { id: string }[]; actions: unknown; reenter: boolean }[];
}

/** Eventless ('always') transitions by state id: xstate's definition leaves them out. */
function alwaysOf(node: NodeLike, out: Record<string, unknown> = {}): Record<string, unknown> {
  if (node.always?.length) {
    out[node.id] = node.always.map((t) => ({
      guard: t.guard,
      target: t.target?.map((target) => target.id),
      actions: t.actions,
      reenter: t.reenter,
    }));
  }
  Object.values(node.states).forEach((child) => alwaysOf(child, out));
  return out;
}

/** The definition as canonical JSON (sorted keys, no functions' text). */
export function canonicalDefinition(machine: AnyStateMachine): string {
  const delays = (machine.implementations as { delays?: Record<string, unknown> }).delays ?? {};
  const numericDelays = Object.fromEntries(Object.entries(delays).filter(([, v]) => typeof v === 'number'));
  const always = alwaysOf(machine.root as unknown as NodeLike);
  const plain = JSON.parse(
    JSON.stringify({ root: machine.root.definition, always, delays: numericDelays }, jsonSafe),
  ) as unknown;
  return JSON.stringify(sorted(plain));
}

const cache = new WeakMap<object, string>();

/** Cached per machine config: `.provide()` variants (live, tests) share their config and structure. */
export function machineFingerprint(machine: AnyStateMachine): string {
  let print = cache.get(machine.config);
  if (!print) {
    print = hash53(canonicalDefinition(machine));
    cache.set(machine.config, print);
  }
  return print;
}

/** One fingerprint over several machines (id → fingerprint), independent of their order. */
export function combinedFingerprint(machines: Record<string, string>): string {
  return hash53(
    Object.keys(machines)
      .sort()
      .map((id) => `${id}=${machines[id]}`)
      .join(';'),
  );
}
