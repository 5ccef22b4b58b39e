import { conditionKeys, type Guard } from '@admit/engine';
import type { FormState, FormStore, FormStoreData } from './create-form-store.ts';
import { notedChange } from './noted-changes.ts';

/** The keyed parts of the form state: a change is told per key of these records. */
export type FormRecord = 'answers' | 'errors' | 'addAnother' | 'tabs' | 'documents' | 'conversions';
/** The form state's single values. */
export type FormScalar = 'webStatus' | 'fetchingDocuments';

/**
 * What a keyed subscriber reads: one key of a record (`answers:<key>`, `tabs:<tabId>`)
 * or a single value (`webStatus`). A listener hears only the changes of its topics.
 */
export type FormTopic = `${FormRecord}:${string}` | FormScalar;

const RECORDS: readonly FormRecord[] = [
  'answers',
  'errors',
  'addAnother',
  'tabs',
  'documents',
  'conversions',
];
const SCALARS: readonly FormScalar[] = ['webStatus', 'fetchingDocuments'];

/** The topic of one answer. */
export const answerTopic = (key: string): FormTopic => `answers:${key}`;

type Listener = () => void;

/** Keys whose values differ between two versions of a record. */
function changedKeys(
  from: Readonly<Record<string, unknown>>,
  to: Readonly<Record<string, unknown>>,
) {
  const noted = notedChange(to);
  if (noted?.from === from) return noted.keys;
  // Someone replaced the record another way (store.setState): compare it whole.
  const keys = Object.keys(to).filter((key) => !Object.is(from[key], to[key]));
  for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) keys.push(key);
  return keys;
}

/** The listeners of one store by topic, fed by one subscription to the store. */
class TopicIndex {
  readonly listeners = new Map<FormTopic, Set<Listener>>();

  constructor(store: FormStore) {
    store.subscribe((state, previous) => this.dispatch(state, previous));
  }

  add(topics: readonly FormTopic[], listener: Listener): () => void {
    for (const topic of topics) {
      let set = this.listeners.get(topic);
      if (!set) this.listeners.set(topic, (set = new Set()));
      set.add(listener);
    }
    return () => {
      for (const topic of topics) this.listeners.get(topic)?.delete(listener);
    };
  }

  private dispatch(state: FormState, previous: FormState): void {
    const due = new Set<Listener>();
    const collect = (topic: FormTopic) => this.listeners.get(topic)?.forEach((l) => due.add(l));
    for (const record of RECORDS) {
      const next = state[record] as FormStoreData[FormRecord];
      const before = previous[record] as FormStoreData[FormRecord];
      if (next !== before) for (const key of changedKeys(before, next)) collect(`${record}:${key}`);
    }
    for (const scalar of SCALARS) if (state[scalar] !== previous[scalar]) collect(scalar);
    due.forEach((listener) => listener());
  }
}

const indexes = new WeakMap<FormStore, TopicIndex>();

/**
 * Subscribes `listener` to the changes of `topics` in a form store only: a keystroke calls the
 * listeners of the answers it changed (and of what it cleared), not every mounted field's.
 * Returns the unsubscribe function.
 */
export function subscribeTopics(
  store: FormStore,
  topics: readonly FormTopic[],
  listener: Listener,
): () => void {
  if (topics.length === 0) return () => undefined;
  let index = indexes.get(store);
  if (!index) indexes.set(store, (index = new TopicIndex(store)));
  return index.add(topics, listener);
}

/**
 * The store as seen by a keyed subscriber: the same state, but `subscribe` hears only `topics`.
 * Hand it to a store binding (useStoreSelector) in place of the store.
 */
export const topicView = (store: FormStore, topics: readonly FormTopic[]): FormStore => ({
  ...store,
  subscribe: (listener) =>
    subscribeTopics(store, topics, () => listener(store.getState(), store.getState())),
});

const guardTopicCache = new WeakMap<readonly Guard[], readonly FormTopic[]>();

/** The topics guards read: the answers their conditions test, add-another counts, tab choices. */
export function guardTopics(guards: readonly Guard[]): readonly FormTopic[] {
  let topics = guardTopicCache.get(guards);
  if (!topics) {
    const set = new Set<FormTopic>();
    for (const guard of guards) {
      if (guard.type === 'condition')
        for (const key of conditionKeys(guard.condition)) set.add(answerTopic(key));
      else if (guard.type === 'addAnother') set.add(`addAnother:${guard.buttonId}`);
      else set.add(`tabs:${guard.tabId}`);
    }
    topics = [...set];
    guardTopicCache.set(guards, topics);
  }
  return topics;
}
