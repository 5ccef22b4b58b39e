import type { Answers } from '@admit/engine';
import { createFormStore } from '@admit/react';
import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../src/api/api-errors.ts';
import type { WriteVersion } from '../../src/api/write-version.ts';
import { formModel } from '../../src/partner/partner.ts';
import { createApplicantSync, type ApplicantSyncApi } from '../../src/sync/applicant-sync.ts';
import { ConflictPendingError } from '../../src/sync/answer-sync.ts';
import { syncMessages } from '../../src/sync/sync-messages.ts';
import type { SavedMessage } from '../../src/sync/tab-channel.ts';

/** Two questions every applicant sees, with no condition reading them. */
const [a, b] = formModel.fields
  .filter((f) => f.kind === 'text' && f.guards.length === 0 && !formModel.dependents.has(f.key))
  .map((f) => f.key);
/** An add-another group with room for a second entry. */
const group = formModel.addAnother.find((g) => g.max >= 2 && g.defaultCount === 1)!;
const secondEntryKey = group.blockKeys[1]![0]!;

const tagged = (revision: number) => ({ body: { message: 'Saved.' }, etag: `"${revision}"` });

const stale = (
  revision: number,
  current: Partial<{ answers: Answers }> & Record<string, unknown>,
) =>
  new ServerError(
    'stale',
    412,
    { message: 'stale', current: { answers: {}, add_another: {}, tabs: {}, ...current } },
    `"${revision}"`,
  );

function setUp(initial: Answers, api: Partial<ApplicantSyncApi> = {}) {
  const store = createFormStore(formModel, { answers: initial });
  const posted: SavedMessage[] = [];
  let hear: (message: SavedMessage) => void = () => {};
  const fullApi: ApplicantSyncApi = {
    putAnswers: vi.fn(async () => tagged(2)),
    putAddAnother: vi.fn(async () => tagged(2)),
    putTab: vi.fn(async () => tagged(2)),
    reload: vi.fn(async () => ({ answers: initial, addAnother: {}, tabs: {}, revision: 1 })),
    ...api,
  };
  const sync = createApplicantSync({
    store,
    api: fullApi,
    user: 'applicant@example.edu',
    revision: 1,
    openChannel: (onMessage) => {
      hear = onMessage;
      return { post: (message) => posted.push(message), close: () => {} };
    },
  });
  const disconnect = sync.connect();
  return { store, sync, api: fullApi, posted, hear: (m: SavedMessage) => hear(m), disconnect };
}

describe('an applicant form kept in step', () => {
  it('tells the other tabs about a save that landed', async () => {
    const { store, sync, posted } = setUp({});
    store.getState().setAnswers({ [a!]: 'typed' });
    await sync.saveAnswers();
    expect(posted).toEqual([
      { user: 'applicant@example.edu', revision: 2, answers: { [a!]: 'typed' } },
    ]);
  });

  it("takes in another tab's save, and holds a conflict for a field edited here", async () => {
    const { store, sync, hear } = setUp({ [a!]: 'old', [b!]: 'old' });
    store.getState().setAnswers({ [b!]: 'editing here' });
    hear({ user: 'applicant@example.edu', revision: 5, answers: { [a!]: 'tab', [b!]: 'tab' } });
    expect(store.getState().answers).toMatchObject({ [a!]: 'tab', [b!]: 'editing here' });
    expect(sync.sync.getState().conflicts).toEqual([
      { key: b, local: 'editing here', server: 'tab' },
    ]);
  });

  it("ignores another user's tab", () => {
    const { store, hear } = setUp({ [a!]: 'old' });
    hear({ user: 'someone-else@example.edu', revision: 5, answers: { [a!]: 'theirs' } });
    expect(store.getState().answers[a!]).toBe('old');
  });

  it('shows an entry another tab added', () => {
    const { store, hear } = setUp({});
    hear({ user: 'applicant@example.edu', revision: 5, addAnother: { [group.buttonId]: 2 } });
    expect(store.getState().addAnother[group.buttonId]).toBe(2);
  });

  it('after a stale add shows the entries and answers the server has, keeping what was typed', async () => {
    const reload = vi.fn(async () => ({
      answers: { [secondEntryKey]: 'added on the phone' },
      addAnother: { [group.buttonId]: 2 },
      tabs: {},
      revision: 8,
    }));
    const putAddAnother = vi
      .fn()
      .mockRejectedValueOnce(stale(8, { add_another: { [group.buttonId]: 2 } }));
    const { store, sync } = setUp({}, { reload, putAddAnother });
    store.getState().setAnswers({ [a!]: 'typed here' });
    store.getState().setAddAnother(group.buttonId, 2);
    await sync.formState.saveAddAnother(group.buttonId, 2);
    expect((putAddAnother.mock.calls[0]![2] as WriteVersion).ifMatch).toBe(1);
    expect(store.getState().answers).toMatchObject({
      [secondEntryKey]: 'added on the phone',
      [a!]: 'typed here',
    });
    expect(sync.sync.getState().notice).toBe(syncMessages.formReloaded);
  });

  it('saves an answer of an added entry naming the revision the add returned', async () => {
    const putAddAnother = vi.fn(async () => tagged(2));
    const putAnswers = vi.fn(async () => tagged(3));
    const { store, sync } = setUp({}, { putAddAnother, putAnswers });
    store.getState().setAddAnother(group.buttonId, 2);
    await sync.formState.saveAddAnother(group.buttonId, 2);
    store.getState().setAnswers({ [secondEntryKey]: 'second entry', [a!]: 'typed' });
    await sync.saveAnswers();
    expect((putAnswers.mock.calls[0] as unknown[])[1]).toMatchObject({ ifMatch: 2 });
  });

  it('sends an add made while a save is on its way after that save, naming its revision', async () => {
    let landed: (value: ReturnType<typeof tagged>) => void = () => {};
    const putAnswers = vi.fn(() => new Promise<ReturnType<typeof tagged>>((r) => (landed = r)));
    const putAddAnother = vi.fn(async () => tagged(3));
    const { store, sync } = setUp({}, { putAddAnother, putAnswers });
    store.getState().setAnswers({ [a!]: 'typed' });
    const saving = sync.saveAnswers();
    store.getState().setAddAnother(group.buttonId, 2);
    const adding = sync.formState.saveAddAnother(group.buttonId, 2);
    await vi.waitFor(() => expect(putAnswers).toHaveBeenCalledTimes(1));
    expect(putAddAnother).not.toHaveBeenCalled();
    landed(tagged(2));
    await Promise.all([saving, adding]);
    expect((putAddAnother.mock.calls[0] as unknown[])[2]).toMatchObject({ ifMatch: 2 });
  });

  it('keeps naming the older revision after a write that was sent again', async () => {
    // A retry of a write that landed is answered with the revision now, which may hold others'.
    const putAnswers = vi
      .fn()
      .mockRejectedValueOnce(new ServerError('down', 0))
      .mockResolvedValueOnce(tagged(4))
      .mockResolvedValueOnce(tagged(5));
    const { store, sync } = setUp({}, { putAnswers });
    store.getState().setAnswers({ [a!]: 'typed' });
    await sync.saveAnswers();
    store.getState().setAnswers({ [b!]: 'typed' });
    await sync.saveAnswers();
    expect((putAnswers.mock.calls[2] as unknown[])[1]).toMatchObject({ ifMatch: 1 });
  });

  it('saves the answer the applicant keeps, with the revision the conflict was seen at', async () => {
    const putAnswers = vi
      .fn()
      .mockRejectedValueOnce(stale(7, { answers: { [a!]: 'phone' } }))
      .mockResolvedValue(tagged(8));
    const { store, sync } = setUp({ [a!]: 'old' }, { putAnswers });
    store.getState().setAnswers({ [a!]: 'laptop' });
    await expect(sync.saveAnswers()).rejects.toBeInstanceOf(ConflictPendingError);
    await sync.resolve(a!, 'local');
    expect(putAnswers).toHaveBeenCalledTimes(2);
    expect(putAnswers.mock.calls[1]![0]).toEqual({ [a!]: 'laptop' });
    expect((putAnswers.mock.calls[1]![1] as WriteVersion).ifMatch).toBe(7);
    expect(sync.sync.getState().conflicts).toEqual([]);
  });

  it('takes the saved answer when the applicant chooses it, sending nothing', async () => {
    const putAnswers = vi.fn().mockRejectedValueOnce(stale(7, { answers: { [a!]: 'phone' } }));
    const { store, sync } = setUp({ [a!]: 'old' }, { putAnswers });
    store.getState().setAnswers({ [a!]: 'laptop' });
    await expect(sync.saveAnswers()).rejects.toBeInstanceOf(ConflictPendingError);
    await sync.resolve(a!, 'server');
    expect(store.getState().answers[a!]).toBe('phone');
    expect(putAnswers).toHaveBeenCalledTimes(1);
  });
});

/** Answers that satisfy simple conditions (equals, in, all): enough to show a question. */
function satisfying(condition: unknown, into: Record<string, string> = {}): Record<string, string> {
  const c = condition as {
    valueKey?: string;
    operator?: string;
    target?: unknown;
    all?: unknown[];
  };
  if (c.all) for (const part of c.all) satisfying(part, into);
  if (c.valueKey && c.operator === 'equals') into[c.valueKey] = String(c.target);
  if (c.valueKey && c.operator === 'in') into[c.valueKey] = String((c.target as unknown[])[0]);
  return into;
}

describe('a tab switch made from a stale view', () => {
  /** A text question of a tab, the tab value it sits on and another value of its group. */
  const field = formModel.fields.find(
    (f) => f.kind === 'text' && f.guards.some((g) => g.type === 'tab'),
  )!;
  const tabGuard = field.guards.find((g) => g.type === 'tab') as { tabId: string; value: string };
  const tabs = formModel.tabs.find((t) => t.tabId === tabGuard.tabId)!;
  const left = tabGuard.value;
  const other = Object.keys(tabs.clearKeys).find((value) => value !== left)!;
  const shown = field.guards.reduce<Record<string, string>>(
    (answers, guard) =>
      guard.type === 'condition' ? satisfying(guard.condition, answers) : answers,
    {},
  );

  it('puts the server tab and its answers back instead of clearing them', async () => {
    const initial = { ...shown, [field.key]: 'kept' };
    const putTab = vi.fn().mockRejectedValueOnce(stale(9, { tabs: { [tabs.tabId]: left } }));
    const putAnswers = vi.fn(async () => tagged(10));
    const reload = vi.fn(async () => ({
      answers: initial,
      addAnother: {},
      tabs: { [tabs.tabId]: left },
      revision: 9,
    }));
    const store = createFormStore(formModel, { answers: initial, tabs: { [tabs.tabId]: left } });
    const sync = createApplicantSync({
      store,
      api: { putAnswers, putAddAnother: vi.fn(), putTab, reload },
      user: 'u',
      revision: 1,
      clearedBySwitch: (tabId, chosen) =>
        Object.entries(formModel.tabs.find((t) => t.tabId === tabId)!.clearKeys)
          .filter(([value]) => value !== chosen)
          .flatMap(([, k]) => k),
    });
    expect(store.getState().setTab(tabs.tabId, other).blocked).toBe(false);
    expect(store.getState().answers[field.key] ?? '').toBe('');
    await sync.formState.saveTab(tabs.tabId, other);
    expect(store.getState().tabs[tabs.tabId]).toBe(left);
    expect(store.getState().answers[field.key]).toBe('kept');
    await sync.saveAnswers();
    expect(putAnswers).not.toHaveBeenCalled();
  });
});
