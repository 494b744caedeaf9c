// Types for vite.config.ts, which imports this plain-JS plugin.
import type { Plugin } from 'vite';

export const INVENTORY_FILE: string;
export function sri(content: string | Uint8Array, algorithm?: string): string;
export function importMapText(integrity: Record<string, string>): string;
export function addIntegrity(html: string, base: string, integrityOf: Map<string, string>): string;
export function inlineStylesheets(html: string, base: string, stylesheets: Map<string, string>): string;
export function inlineStyleTexts(html: string): string[];
export function sriPlugin(options: { thirdParty: { url: string; why: string }[]; inlineStyles?: boolean }): Plugin;
