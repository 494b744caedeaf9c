// Every machine of machines/**/*.machine.ts (exports ending in 'Machine'), found by Vite's glob, so a
// new machine file is in the diagrams and the replay without being listed anywhere.
import { registryFrom } from '@/observability/replay/registry';

export const machineModules = import.meta.glob<Record<string, unknown>>('/machines/**/*.machine.ts', { eager: true });

export const machines = registryFrom(machineModules);

/** Machine id → the file it is exported from ('machines/payment/payment.machine.ts'). */
export function machineSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const [path, exports] of Object.entries(machineModules)) {
    for (const machine of Object.values(machines)) {
      if (Object.values(exports).includes(machine)) sources[machine.id] = path.replace(/^\//, '');
    }
  }
  return sources;
}
