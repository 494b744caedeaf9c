// Types for the Vite and Vitest configs, which import this plain-JS preset list.
import type { RolldownBabelPreset } from '@rolldown/plugin-babel';

export function linguiMacros(): { presets: RolldownBabelPreset[] };
