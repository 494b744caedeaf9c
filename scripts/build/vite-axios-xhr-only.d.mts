// Types for vite.config.ts, which imports this plain-JS plugin.
import type { Plugin } from 'vite';

export function axiosXhrOnly(): Plugin;
