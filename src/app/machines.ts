import { registryFrom } from '@/observability/replay/registry';

/** Every machine of this build, found as `npm run replay` finds them (exports ending in 'Machine'): the replay's and the charts'. */
export const machines = registryFrom(
  import.meta.glob<Record<string, unknown>>('/machines/**/*.machine.ts', { eager: true }),
);
