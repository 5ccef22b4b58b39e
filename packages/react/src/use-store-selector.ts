import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { StoreApi } from './create-store.ts';

/** Whether two selected values are the same for rendering purposes. */
export type Equality<T> = (a: T, b: T) => boolean;

/** Same keys with `Object.is`-equal values (one level deep). */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Subscribes to a slice of a store (zustand's `useStoreWithEqualityFn`, on useSyncExternalStore).
 * The component re-renders only when the selected value changes by `equals`: a selector returning
 * a boolean re-renders only when it flips. The last value is kept while it stays equal, so
 * selectors may return fresh objects.
 */
export function useStoreSelector<S, T>(
  store: StoreApi<S>,
  selector: (state: S) => T,
  equals: Equality<T> = Object.is,
): T {
  const last = useRef<{ state: S; selector: (state: S) => T; value: T } | null>(null);
  const getSnapshot = (): T => {
    const state = store.getState();
    const cached = last.current;
    if (cached && cached.state === state && cached.selector === selector) return cached.value;
    const selected = selector(state);
    const value = cached && equals(cached.value, selected) ? cached.value : selected;
    last.current = { state, selector, value };
    return value;
  };
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
