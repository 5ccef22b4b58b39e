import type { CurrentParts } from '@admit/contract';
import { fromWire } from '@admit/contract/wire';
import type { FormStateClient, FormStore } from '@admit/react';
import type { Tagged } from '../api/http.ts';
import type { WriteVersion } from '../api/write-version.ts';
import { createAnswerSync, type AnswerSyncDeps, type ReloadedAnswers } from './answer-sync.ts';
import { createPartVersions, part } from './part-versions.ts';
import { syncMessages } from './sync-messages.ts';
import { createSyncStore, dropConflict, type SyncStore } from './sync-state.ts';
import { openTabChannel, type SavedMessage, type TabChannel } from './tab-channel.ts';
import { isStaleWrite, recordWrite, sendVersioned } from './versioned-write.ts';
import { createWriteQueue } from './write-queue.ts';

/** Block counts and tab choices, as the code names them. */
type BlocksAndTabs = Pick<CurrentParts, 'addAnother' | 'tabs'>;

/** The application as the server holds it, after a full read. */
export interface ReloadedApplication extends ReloadedAnswers, BlocksAndTabs {}

/** The server calls an applicant's form makes. */
export interface ApplicantSyncApi {
  putAnswers: AnswerSyncDeps['put'];
  putAddAnother(buttonId: string, count: number, write: WriteVersion): Promise<Tagged<unknown>>;
  putTab(tabId: string, chosenTab: string, write: WriteVersion): Promise<Tagged<unknown>>;
  reload(): Promise<ReloadedApplication>;
}

export interface ApplicantSyncInit {
  store: FormStore;
  api: ApplicantSyncApi;
  /** Whose application it is: other tabs' messages for another user are ignored. */
  user: string;
  /** The revision the form's data was loaded at. */
  revision: number | undefined;
  serverOwned?(key: string): boolean;
  /** The answer keys a switch of a tab group to `chosen` clears (the other tabs' answers). */
  clearedBySwitch?(tabId: string, chosen: string): readonly string[];
  /** Opens the channel to the other tabs (tests pass their own). */
  openChannel?: (onMessage: (message: SavedMessage) => void) => TabChannel;
}

/** Which answer the applicant keeps for a conflict. */
export type ConflictChoice = 'local' | 'server';

export interface ApplicantSync {
  sync: SyncStore;
  saveAnswers(): Promise<void>;
  formState: FormStateClient;
  /** Keeps one side of a conflict and saves. */
  resolve(key: string, choice: ConflictChoice): Promise<void>;
  /** Starts hearing (and telling) the other tabs; returns the way to stop. */
  connect(): () => void;
}

/**
 * Everything that keeps one applicant's form in step with the server and the browser's other tabs:
 * versioned answer, block and tab writes, merging of stale ones, and the tab channel.
 */
export function createApplicantSync(init: ApplicantSyncInit): ApplicantSync {
  const { store, api, user } = init;
  const versions = createPartVersions(init.revision);
  // Answer saves, block counts and tab choices go one at a time: each names what the last returned.
  const queue = createWriteQueue();
  const sync = createSyncStore();
  let channel: TabChannel | undefined;
  const post = (message: Omit<SavedMessage, 'user'>) => channel?.post({ user, ...message });

  const applyParts = (parts: BlocksAndTabs, revision: number | undefined) => {
    const state = store.getState();
    for (const [buttonId, count] of Object.entries(parts.addAnother))
      state.setAddAnother(buttonId, count);
    for (const [tabId, value] of Object.entries(parts.tabs)) state.setTab(tabId, value);
    if (revision === undefined) return;
    versions.confirm(
      [...Object.keys(parts.addAnother).map(part.count), ...Object.keys(parts.tabs).map(part.tab)],
      revision,
    );
  };

  const answers = createAnswerSync({
    initial: store.getState().answers,
    put: api.putAnswers,
    versions,
    sync,
    local: () => store.getState().answers,
    adopt: (patch) => store.getState().setAnswers(patch),
    applyParts,
    async reload() {
      const reloaded = await api.reload();
      versions.reset(reloaded.revision);
      applyParts(reloaded, undefined);
      return reloaded;
    },
    serverOwned: init.serverOwned,
    onSaved: (saved, revision) => post({ revision, answers: saved }),
    queue,
  });

  /**
   * A block count or tab write. On 412 nothing is retried: the add or switch was made from a view
   * another device has changed, so the applicant sees that view first.
   */
  async function writePart(
    name: string,
    send: (write: WriteVersion) => Promise<Tagged<unknown>>,
    message: Omit<SavedMessage, 'user' | 'revision'>,
    undo: (current: CurrentParts) => void = () => {},
  ) {
    const stale = await queue.run(async () => {
      try {
        const revision = recordWrite(
          versions,
          [name],
          await sendVersioned(send, versions.ifMatch([name])),
        );
        post({ revision, ...message });
        return false;
      } catch (error) {
        if (!isStaleWrite(error)) throw error;
        undo(fromWire(error.body.current));
        return true;
      }
    });
    if (!stale) return;
    // Another device added, removed or switched meanwhile: show what the server has now (an
    // entry added there appears with its answers), keeping what was typed here.
    await answers.refresh();
    sync.setState({ notice: syncMessages.formReloaded });
  }

  /**
   * A refused tab switch cleared the left tab's answers only here: with the server's tab chosen
   * again they come back as last saved, so the merge that follows does not send the clearing over
   * the answers the server keeps.
   */
  const restoreCleared = (keys: readonly string[]) => {
    const local = store.getState().answers;
    const restore = Object.fromEntries(
      keys
        .filter((key) => !local[key] && answers.saved[key])
        .map((key) => [key, answers.saved[key]]),
    );
    if (Object.keys(restore).length > 0) store.getState().setAnswers(restore);
  };

  const hear = (message: SavedMessage) => {
    if (message.user !== user) return;
    if (message.answers) answers.receive(message.answers, message.revision);
    applyParts(
      { addAnother: { ...message.addAnother }, tabs: { ...message.tabs } },
      message.revision,
    );
  };

  return {
    sync,
    saveAnswers: () => answers.save(),
    formState: {
      saveAddAnother: (buttonId, count) =>
        writePart(part.count(buttonId), (write) => api.putAddAnother(buttonId, count, write), {
          addAnother: { [buttonId]: count },
        }),
      saveTab: (tabId, chosenTab) =>
        writePart(
          part.tab(tabId),
          (write) => api.putTab(tabId, chosenTab, write),
          { tabs: { [tabId]: chosenTab } },
          (current) => {
            const kept = current.tabs[tabId];
            if (kept === undefined) return;
            store.getState().setTab(tabId, kept);
            restoreCleared(init.clearedBySwitch?.(tabId, chosenTab) ?? []);
          },
        ),
    },
    async resolve(key, choice) {
      const conflict = sync.getState().conflicts.find((c) => c.key === key);
      if (!conflict) return;
      if (choice === 'server') store.getState().setAnswers({ [key]: conflict.server });
      dropConflict(sync, key);
      await answers.save();
    },
    connect() {
      const opened = (init.openChannel ?? openTabChannel)(hear);
      channel = opened;
      return () => {
        opened.close();
        if (channel === opened) channel = undefined;
      };
    },
  };
}
