/*
 * A vanilla external store with the API of zustand's `createStore` (`zustand/vanilla`):
 * `getState`, `setState` (partial merge or replace), `subscribe`, `getInitialState`.
 * It stands in for zustand until the package is added to this workspace's dependencies; the
 * swap is one import in create-form-store.ts, since the shapes are the same.
 */

/** Notified after every state change with the new and the previous state. */
export type StoreListener<T> = (state: T, previousState: T) => void;

/** Sets state: a partial object (or a function of the state returning one) merged into the state. */
export type SetState<T> = (
  partial: T | Partial<T> | ((state: T) => T | Partial<T>),
  replace?: boolean,
) => void;

/** A store readable and writable outside React; React binds to it with useSyncExternalStore. */
export interface StoreApi<T> {
  getState(): T;
  getInitialState(): T;
  setState: SetState<T>;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: StoreListener<T>): () => void;
}

/** Builds the initial state (actions included) from `set` and `get`, as zustand's initializers do. */
export type StateCreator<T> = (set: SetState<T>, get: () => T, api: StoreApi<T>) => T;

/** Creates a store. A set that returns the same state object notifies nobody. */
export function createStore<T extends object>(initializer: StateCreator<T>): StoreApi<T> {
  let state: T;
  const listeners = new Set<StoreListener<T>>();
  const setState: SetState<T> = (partial, replace) => {
    const next = typeof partial === 'function' ? partial(state) : partial;
    if (Object.is(next, state)) return;
    const previous = state;
    state = replace ? (next as T) : Object.assign({}, state, next);
    listeners.forEach((listener) => listener(state, previous));
  };
  const api: StoreApi<T> = {
    getState: () => state,
    getInitialState: () => initialState,
    setState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initialState = (state = initializer(setState, api.getState, api));
  return api;
}
