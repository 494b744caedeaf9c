/**
 * The one shape of a Square payment method's area on the page, shared by the card widget, the wallets
 * and the bank (issue 33): detached until the page mounts the method's area, then loading → loaded
 * (Square made the method: its fields or buttons show; leaving `loaded` destroys it) or unavailable
 * (the script, the browser or the CSP refused it: never a dead button); the area leaving the page
 * goes back to detached from any of these. The wallets and the bank start with `checking` → `off`
 * where the provider does not take them.
 *
 * Each machine's setup() names what this shape refers to: actors `loadMethod`,
 * `destroyMethodOnExit` and `followPageLanguage`; actions `keepArea`, `forgetArea`, `keepMethod`,
 * `forgetMethod` and `logFault`; guard `isUsable` when `usable` is asked for, `isOffered` with
 * `offeredStates`.
 */

/** What every method's area keeps: the element it attaches to, and Square's method once made. */
export interface MethodAreaContext<Method> {
  /** CSS selector of the method's area, while it is on the page. */
  container: string | null;
  method: Method | null;
}

/** DOM facts from the method's area: it is on the page (its element), or has left it. */
export type MethodAreaEvent = { type: 'AREA_MOUNTED'; container: string } | { type: 'AREA_UNMOUNTED' };

/** Every Square method can be destroyed (the card's destroy() answers a promise). */
export interface Destroyable {
  destroy(): unknown;
}

/**
 * Every Square method speaks a language it is told (Square's `payments.setLocale()`, 'es-US'):
 * Square's SDK follows the browser's language otherwise (issue 48). The machines never learn the
 * page's language: `followPageLanguage` (the composition root's) tells the method.
 */
export interface Localizable {
  setLocale(locale: string): Promise<void>;
}

type MethodOf<Context> = Context extends MethodAreaContext<infer Method> ? Method : never;

/** The provider takes the method (`isOffered`), or it stays `off`: nothing loads, no button. */
export const offeredStates = {
  checking: { always: [{ guard: 'isOffered', target: 'detached' }, { target: 'off' }] },
  off: {},
} as const;

const leaveArea = { AREA_UNMOUNTED: { target: 'detached', actions: 'forgetArea' } } as const;

/**
 * The shape's states for one machine: spread `detached` and `loading` (`...area.states`) into its
 * states, and `area.loaded` / `area.unavailable` into its own `loaded` and `unavailable` (whose `on`,
 * where the machine adds events, starts with the area's). `loadInput` is what `loadMethod` is given;
 * `usable` checks loading's answer with `isUsable` (the wallets: one the browser can use).
 */
export function methodArea<Context extends MethodAreaContext<unknown>, LoadInput, Usable extends boolean = false>(
  loadInput: (args: { context: Context }) => LoadInput,
  usable?: Usable,
) {
  type Method = MethodOf<Context>;
  const keepMethod = {
    target: 'loaded',
    actions: {
      type: 'keepMethod',
      params: ({ event }: { event: { output: Method } }) => ({ method: event.output }),
    },
  } as const;
  const checked = [
    {
      guard: { type: 'isUsable', params: ({ event }: { event: { output: Method } }) => ({ method: event.output }) },
      ...keepMethod,
    },
    { target: 'unavailable' },
  ] as const;
  return {
    states: {
      detached: {
        on: {
          AREA_MOUNTED: {
            target: 'loading',
            actions: {
              type: 'keepArea',
              params: ({ event }: { event: { container: string } }) => ({ container: event.container }),
            },
          },
        },
      },
      loading: {
        tags: 'loading',
        on: leaveArea,
        invoke: {
          id: 'loadMethod',
          src: 'loadMethod',
          input: loadInput,
          onDone: (usable ? checked : keepMethod) as Usable extends true ? typeof checked : typeof keepMethod,
          onError: {
            target: 'unavailable',
            actions: {
              type: 'logFault',
              params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
            },
          },
        },
      },
    },
    /** While it shows, the method speaks the page's language; leaving it (the area goes) destroys it. */
    loaded: {
      invoke: [
        {
          id: 'destroyMethodOnExit',
          src: 'destroyMethodOnExit',
          input: ({ context }: { context: Context }) => ({ method: context.method as Method }),
        },
        {
          id: 'followPageLanguage',
          src: 'followPageLanguage',
          input: ({ context }: { context: Context }) => ({ method: context.method as Method }),
        },
      ],
      exit: 'forgetMethod',
      on: leaveArea,
    },
    unavailable: { tags: 'unavailable', on: leaveArea },
  } as const;
}
