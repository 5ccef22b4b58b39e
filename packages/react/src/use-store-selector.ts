import { shallow } from 'zustand/shallow';
import { useStoreWithEqualityFn } from 'zustand/traditional';
import type { StoreApi } from 'zustand/vanilla';

/** Whether two selected values are the same for rendering purposes. */
export type Equality<T> = (a: T, b: T) => boolean;

/** Same keys with `Object.is`-equal values, one level deep (zustand's `shallow`). */
export const shallowEqual: Equality<unknown> = shallow;

/**
 * Subscribes to a slice of a vanilla zustand store. The component re-renders only when the selected
 * value changes by `equals`: a selector returning a boolean re-renders only when it flips, and one
 * returning a fresh object re-renders only when `shallowEqual` says it differs.
 */
export function useStoreSelector<S, T>(
  store: StoreApi<S>,
  selector: (state: S) => T,
  equals: Equality<T> = Object.is,
): T {
  return useStoreWithEqualityFn(store, selector, equals);
}
