// Types for the configs, which import this plain-JS plugin.
import type { Plugin } from 'vite';

export function ownName(locale: string): string;
export function languageNames(): Plugin;
