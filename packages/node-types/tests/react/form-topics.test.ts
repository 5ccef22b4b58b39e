import { toValidationResult } from '@admit/engine';
import { describe, expect, it, vi } from 'vitest';
import { createFormStore, guardTopics, subscribeTopics } from '@admit/react';
import { modelWith } from '../../src/test-kit/render-page.tsx';
import { aliasNodes } from './fixtures.tsx';

const model = modelWith([...aliasNodes, { type: 'text', key: 'city', label: 'City' }]);

describe('subscribeTopics', () => {
  it('calls the listener of the changed answer and no other', () => {
    const store = createFormStore(model, { answers: { has_alias: 'Y' } });
    const city = vi.fn();
    const alias = vi.fn();
    subscribeTopics(store, ['answers:city'], city);
    subscribeTopics(store, ['answers:alias'], alias);
    store.getState().setAnswers({ city: 'Towson' });
    expect(city).toHaveBeenCalledTimes(1);
    expect(alias).not.toHaveBeenCalled();
  });

  it('calls the listeners of the answers a change cleared', () => {
    const store = createFormStore(model, { answers: { has_alias: 'Y', alias: 'Bo' } });
    const alias = vi.fn();
    subscribeTopics(store, ['answers:alias'], alias);
    store.getState().setAnswers({ has_alias: 'N' });
    expect(store.getState().answers.alias).toBe('');
    expect(alias).toHaveBeenCalledTimes(1);
  });

  it('calls a listener of several changed topics once', () => {
    const store = createFormStore(model, { answers: { has_alias: 'Y', alias: 'Bo' } });
    const listener = vi.fn();
    subscribeTopics(store, ['answers:has_alias', 'answers:alias'], listener);
    store.getState().setAnswers({ has_alias: 'N' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('compares the answers whole when they were replaced without an action', () => {
    const store = createFormStore(model, { answers: { city: 'Towson', alias: 'Bo' } });
    const city = vi.fn();
    const alias = vi.fn();
    subscribeTopics(store, ['answers:city'], city);
    subscribeTopics(store, ['answers:alias'], alias);
    store.setState({ answers: { alias: 'Bo' } });
    expect(city).toHaveBeenCalledTimes(1);
    expect(alias).not.toHaveBeenCalled();
  });

  it('tells errors by key, the web status, add-another counts and tabs apart', () => {
    const store = createFormStore(model);
    const heard: string[] = [];
    for (const topic of [
      'errors:city',
      'errors:alias',
      'webStatus',
      'addAnother:jobs',
      'tabs:proof',
    ] as const)
      subscribeTopics(store, [topic], () => heard.push(topic));
    store
      .getState()
      .setErrors(toValidationResult([{ key: 'city', pageId: 'about', message: 'Required' }]));
    store.getState().setWebStatus('validating');
    store.getState().setAddAnother('jobs', 2);
    store.setState({ tabs: { proof: 'essay' } });
    expect(heard).toEqual(['errors:city', 'webStatus', 'addAnother:jobs', 'tabs:proof']);
  });

  it('stops calling a listener once unsubscribed', () => {
    const store = createFormStore(model);
    const listener = vi.fn();
    const unsubscribe = subscribeTopics(store, ['answers:city'], listener);
    unsubscribe();
    store.getState().setAnswers({ city: 'Towson' });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('guardTopics', () => {
  it('names the answers a condition reads, add-another counts and tab choices', () => {
    const topics = guardTopics([
      {
        type: 'condition',
        condition: {
          all: [
            { valueKey: 'a', operator: 'equals', target: 'Y' },
            { not: { valueKey: 'b', operator: 'answered' } },
          ],
        },
      },
      { type: 'addAnother', buttonId: 'jobs', index: 2 },
      { type: 'tab', tabId: 'proof', value: 'essay' },
    ]);
    expect(topics).toEqual(['answers:a', 'answers:b', 'addAnother:jobs', 'tabs:proof']);
  });

  it('names nothing for a node without guards', () => {
    expect(guardTopics([])).toEqual([]);
  });
});
