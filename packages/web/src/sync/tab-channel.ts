import type { Answers } from '@admit/engine';

/** A save that landed, told to the other tabs of the same browser. */
export interface SavedMessage {
  /** The signed-in applicant it belongs to: other users' tabs ignore it. */
  user: string;
  /** The revision after the save (its ETag). */
  revision: number | undefined;
  answers?: Answers;
  addAnother?: Readonly<Record<string, number>>;
  tabs?: Readonly<Record<string, string>>;
}

/** Tells other tabs about saves and hears theirs. */
export interface TabChannel {
  post(message: SavedMessage): void;
  close(): void;
}

/** The channel's name (and the storage key of the fallback). */
export const TAB_CHANNEL_NAME = 'application-saves';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A message another tab posted, or undefined when it is not one. */
export function readSavedMessage(data: unknown): SavedMessage | undefined {
  if (!isRecord(data) || typeof data.user !== 'string') return undefined;
  const { revision, answers, addAnother, tabs } = data;
  if (revision !== undefined && typeof revision !== 'number') return undefined;
  if ([answers, addAnother, tabs].some((part) => part !== undefined && !isRecord(part)))
    return undefined;
  return data as unknown as SavedMessage;
}

/**
 * Opens the channel between the tabs of this browser: a BroadcastChannel, or where there is none
 * the `storage` event (the message is written and removed at once, so no answer stays in storage).
 */
export function openTabChannel(
  onMessage: (message: SavedMessage) => void,
  name = TAB_CHANNEL_NAME,
): TabChannel {
  const deliver = (data: unknown) => {
    const message = readSavedMessage(data);
    if (message) onMessage(message);
  };
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return { post: (message) => channel.postMessage(message), close: () => channel.close() };
  }
  const listener = (event: StorageEvent) => {
    if (event.key !== name || !event.newValue) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Not a message of ours.
    }
  };
  window.addEventListener('storage', listener);
  return {
    post(message) {
      try {
        localStorage.setItem(name, JSON.stringify(message));
        localStorage.removeItem(name);
      } catch {
        // Storage full or blocked: the other tabs catch up on their next save.
      }
    },
    close: () => window.removeEventListener('storage', listener),
  };
}
