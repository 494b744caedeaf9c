// Types for the configs, which import this plain-JS plugin.
import type { Plugin } from 'vite';

export function languageNames(): Plugin;
