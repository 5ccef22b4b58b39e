import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../src/index.ts';

const counter = () =>
  createStore<{ count: number; label: string; increment(): void }>((set, get) => ({
    count: 0,
    label: 'n',
    increment: () => set({ count: get().count + 1 }),
  }));

describe('createStore', () => {
  it('merges partial state and notifies listeners with the new and previous state', () => {
    const store = counter();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.getState().increment();
    expect(store.getState()).toMatchObject({ count: 1, label: 'n' });
    expect(listener).toHaveBeenCalledWith(store.getState(), before);
    expect(store.getInitialState().count).toBe(0);
  });

  it('does not notify when a set returns the same state', () => {
    const store = counter();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState((state) => state);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe', () => {
    const store = counter();
    const listener = vi.fn();
    store.subscribe(listener)();
    store.getState().increment();
    expect(listener).not.toHaveBeenCalled();
  });
});
