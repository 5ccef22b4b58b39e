// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAB_CHANNEL_NAME, openTabChannel, readSavedMessage } from '../../src/sync/tab-channel.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message = { user: 'applicant@example.edu', revision: 3, answers: { a: '1' } };

describe('the channel between tabs', () => {
  it('accepts only messages of the expected shape', () => {
    expect(readSavedMessage(message)).toEqual(message);
    expect(readSavedMessage({ revision: 3 })).toBeUndefined();
    expect(readSavedMessage({ user: 'x', answers: 'nope' })).toBeUndefined();
    expect(readSavedMessage({ user: 'x', revision: '3' })).toBeUndefined();
  });

  it('falls back to the storage event where there is no BroadcastChannel, leaving nothing stored', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const heard = vi.fn();
    const channel = openTabChannel(heard);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    channel.post(message);
    expect(setItem).toHaveBeenCalledWith(TAB_CHANNEL_NAME, JSON.stringify(message));
    expect(localStorage.getItem(TAB_CHANNEL_NAME)).toBeNull();
    // What another tab's post looks like here.
    window.dispatchEvent(
      new StorageEvent('storage', { key: TAB_CHANNEL_NAME, newValue: JSON.stringify(message) }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: TAB_CHANNEL_NAME, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{}' }));
    expect(heard.mock.calls).toEqual([[message]]);
    channel.close();
    window.dispatchEvent(
      new StorageEvent('storage', { key: TAB_CHANNEL_NAME, newValue: JSON.stringify(message) }),
    );
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('uses a BroadcastChannel where there is one', async () => {
    const heard = vi.fn();
    const listener = openTabChannel(heard, 'test-channel');
    const sender = new BroadcastChannel('test-channel');
    sender.postMessage(message);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(message));
    sender.close();
    listener.close();
  });
});
