import {
  applyAnswerChange,
  type AnswerPatch,
  type AnswerValue,
  type EvaluationContext,
} from '@admit/engine';
import { describe, expect, it } from 'vitest';
import { createFormStore } from '@admit/react';
import { isLocalAnswerChange } from '../../../react/src/local-answer-change.ts';
import { loadBundledModel, openAllBranches } from './bundled-partner.ts';
import { modelWith } from '../../src/test-kit/render-page.tsx';
import { aliasNodes } from './fixtures.tsx';

const model = loadBundledModel();

/** A page's opened answers with what the engine would clear already cleared (a settled state). */
function settledContext(pageIndex: number): EvaluationContext {
  const context = openAllBranches(model, model.pages[pageIndex]!);
  const clear = applyAnswerChange(model, context, {});
  return { ...context, answers: { ...context.answers, ...clear } };
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('isLocalAnswerChange', () => {
  it('holds only where the engine returns the patch itself, on every page of the bundled partner', () => {
    const next = random(8);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const counts = { local: 0, other: 0 };
    for (const [index] of model.pages.entries()) {
      const context = settledContext(index);
      for (let i = 0; i < 400; i++) {
        const field = pick(model.fields);
        const values: AnswerValue[] = [
          '',
          'x',
          true,
          false,
          ...(field.options ?? []).map((o) => o.value),
        ];
        const patch: AnswerPatch = { [field.key]: pick(values) };
        if (field.descKey && next() < 0.5) patch[field.descKey] = pick(['', 'Label']);
        const engine = applyAnswerChange(model, context, patch);
        if (isLocalAnswerChange(model, context, patch)) {
          counts.local++;
          expect(engine, JSON.stringify(patch)).toEqual(patch);
        } else counts.other++;
      }
    }
    // Both kinds of change were tried in numbers.
    expect(counts.local).toBeGreaterThan(300);
    expect(counts.other).toBeGreaterThan(100);
  });
});

describe('the store with local changes', () => {
  const small = modelWith([...aliasNodes, { type: 'text', key: 'city', label: 'City' }]);

  it("still clears a hidden question's value on the first change after loading", () => {
    const store = createFormStore(small, { answers: { has_alias: 'N', alias: 'Bo' } });
    store.getState().setAnswers({ city: 'Towson' });
    expect(store.getState().answers).toMatchObject({ city: 'Towson', alias: '' });
  });

  it('clears a value written into a hidden question', () => {
    const store = createFormStore(small, { answers: { has_alias: 'N' } });
    store.getState().setAnswers({ city: 'Towson' });
    expect(store.getState().setAnswers({ alias: 'Al' })).toEqual({ alias: '' });
  });

  it('passes a keystroke in an ordinary question through as it is', () => {
    const store = createFormStore(small, { answers: { has_alias: 'Y', alias: 'Bo' } });
    store.getState().setAnswers({ city: 'T' });
    expect(store.getState().setAnswers({ city: 'To' })).toEqual({ city: 'To' });
    expect(store.getState().answers).toEqual({ has_alias: 'Y', alias: 'Bo', city: 'To' });
  });
});
