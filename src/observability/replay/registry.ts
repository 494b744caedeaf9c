/**
 * The machines a replay (and the diagrams) can use, found the same way everywhere: every export
 * whose name ends in 'Machine' from the modules of machines/<flow>/*.machine.ts, keyed by the machine's id.
 * The replay page gets the modules from Vite's import.meta.glob, the scripts from Vite's runner.
 */
import type { AnyStateMachine } from 'xstate';

import type { MachineRegistry } from './replay';

export function isStateMachine(value: unknown): value is AnyStateMachine {
  const v = value as Partial<AnyStateMachine> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.transition === 'function' && !!v.root
  );
}

/** `modules`: file path → the module's exports. Throws when two machines share an id. */
export function registryFrom(modules: Record<string, Record<string, unknown>>): MachineRegistry {
  const registry: MachineRegistry = {};
  const origin: Record<string, string> = {};
  for (const [path, exports] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Machine') || !isStateMachine(value)) continue;
      if (registry[value.id] && registry[value.id] !== value)
        throw new Error(`machine id '${value.id}' is used by ${origin[value.id]} and ${path} (${name})`);
      registry[value.id] = value;
      origin[value.id] = `${path} (${name})`;
    }
  }
  return registry;
}
