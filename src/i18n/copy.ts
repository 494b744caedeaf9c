import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

import type { Words } from '@machines/rules/words';

import { translate, withMoney } from './i18n';

/**
 * A copy module (a screen's words, as `msg` descriptors, arrays and functions returning
 * descriptors) with every descriptor written in the page's language: the same shape, strings in place.
 */
export type Translated<T> = T extends MessageDescriptor
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly (infer U)[]
      ? Translated<U>[]
      : T extends object
        ? { [K in keyof T]: Translated<T[K]> }
        : T;

export function isDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';
}

type Translate = (descriptor: MessageDescriptor) => string;

/** `copy` with its descriptors written by `write` (the page's language unless told otherwise). */
export function translateCopy<T>(copy: T, write: Translate = translate): Translated<T> {
  const walk = (value: unknown): unknown => {
    if (isDescriptor(value)) return write(value);
    if (typeof value === 'function')
      return (...args: unknown[]) => walk((value as (...a: unknown[]) => unknown)(...args));
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(copy) as Translated<T>;
}

/**
 * What a machine says (a failure, a validation message) in the page's language: the portal's own
 * messages are translated, the server's and the provider's text is shown as delivered. A new function
 * per language, so its users draw again on a switch (useLingui's `_` changes with the language).
 */
export function useTranslate(): (words: Words) => string {
  const { _ } = useLingui();
  return useMemo(() => (words: Words) => (typeof words === 'string' ? words : _(withMoney(words))), [_]);
}

/** A screen's words in the page's language; the screen draws again when the language changes. */
export function useCopy<T>(copy: T): Translated<T> {
  const write = useTranslate();
  return useMemo(() => translateCopy(copy, write), [copy, write]);
}
