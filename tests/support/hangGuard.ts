/**
 * Options for vi.waitFor and expect.poll, which do not read Testing Library's asyncUtilTimeout
 * (tests/setup.ts) and give up after 1 s by default: the same 15 s, a limit against hangs only (each
 * resolves as soon as its condition holds, so a slow machine only waits longer).
 */
export const HANG_GUARD = { timeout: 15_000 } as const;
