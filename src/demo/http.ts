// Request helpers for the demo handlers: tolerant body reading, the host's provider, auth checks.
import { type DefaultBodyType, type HttpHandler, HttpResponse, type StrictRequest } from 'msw';

import type { ProviderData } from '@/api/types';
import { providerKeyFromHost } from '@machines/provider/rules/providerKey';

import { PROVIDERS } from './providers';
import { DEMO_MESSAGES } from './serverMessages';
import { tokenGuarantor } from './state';

export type Body = Record<string, unknown>;

/**
 * Answers one call; `Route` registers it for a path (POST, any origin, XSRF checked, answered once
 * a test's hold is released: holds.ts). `received` runs as the call comes in, before any hold.
 */
export type Resolve = (request: StrictRequest<DefaultBodyType>) => Response | Promise<Response>;
export type Route = (path: string, resolve: Resolve, received?: () => void) => HttpHandler;

export const json = <T extends object>(body: T) => HttpResponse.json(body);

/** The body as JSON; a body that is not JSON comes back as its raw text ('' when empty). */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function asRecord(value: unknown): Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
}

export function str(body: Body, key: string): string {
  const v = body[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** Money as a number, accepting "1,250.00" or "$25" strings too; NaN when it is not one. */
export function num(body: Body, key: string): number {
  const v = body[key];
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*\$?\s*-?[\d,]*\.?\d+\s*$/.test(v)) return Number(v.replace(/[$,\s]/g, ''));
  return Number.NaN;
}

/** Calls whose body is "a plain JSON string" (ValidateDelivery, ValidateBySso2); tolerant of {Id}. */
export function plainString(value: unknown, objectKey: string): string {
  if (typeof value === 'string') return value.trim();
  return str(asRecord(value), objectKey).trim();
}

function knownKey(hostname: string): string | null {
  const key = providerKeyFromHost(hostname);
  return Object.hasOwn(PROVIDERS, key) ? key : null;
}

/**
 * The provider whose site made the call: the request host minus its last two labels (same-origin
 * API), else the Referer's host (API on another host), else `demo`.
 */
export function providerForRequest(request: Request): ProviderData {
  let key = knownKey(new URL(request.url).hostname);
  const referer = request.headers.get('referer');
  if (!key && referer) {
    try {
      key = knownKey(new URL(referer).hostname);
    } catch {
      key = null;
    }
  }
  return PROVIDERS[key ?? 'demo'] ?? PROVIDERS.demo!;
}

export function providerById(providerId: string): ProviderData | undefined {
  return Object.values(PROVIDERS).find((p) => p.ProviderId === providerId);
}

/** Non-GET calls must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. */
export function xsrfOk(request: Request, cookies: Record<string, string>): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const cookie = cookies['XSRF-TOKEN'];
  const header = request.headers.get('x-xsrf-token');
  return !!cookie && header === cookie;
}

/** The guarantor of a fresh Bearer token, or null (missing, unknown, 30 minutes old or more). */
export function bearerGuarantor(request: Request, now: number): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ? tokenGuarantor(match[1], now) : null;
}

export const forbidden = () => HttpResponse.json({ message: DEMO_MESSAGES.xsrf }, { status: 403 });
export const unauthorized = () => HttpResponse.json({ message: DEMO_MESSAGES.sessionExpired }, { status: 401 });
export const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });
