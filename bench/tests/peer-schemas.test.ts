import {
  createAjv,
  evaluateVisibility,
  type AnswerValue,
  type Answers,
  type EvaluationContext,
  type JsonSchema,
} from '@admit/engine';
import { describe, expect, it } from 'vitest';
import {
  buildBenchPage,
  closedContext,
  largestToggle,
  truncateBenchPage,
  visibleKeys,
} from '../../scripts/bench/bench-page.ts';
import {
  jsonFormsShown,
  peerSchemas,
  rjsfShown,
  standardCondition,
} from '../../scripts/bench/peer-schemas.ts';
import { readPartner } from '../../scripts/bench/read-partner.ts';

const ajv = createAjv();
const test = (schema: JsonSchema, answers: Answers) => ajv.validate(schema, answers) as boolean;

const bench = buildBenchPage(await readPartner());
const peer = peerSchemas(bench);

/** Answers after the form's clearing: hidden questions hold no answer. */
const settled = (context: EvaluationContext): EvaluationContext => ({
  ...context,
  answers: { ...context.answers, ...evaluateVisibility(bench.model, context).clear },
});

/** Shown keys per app for the same answers. */
const shown = (context: EvaluationContext) => ({
  engine: visibleKeys(bench.model, bench.page, context).sort(),
  rjsf: [...rjsfShown(peer, context.answers, test)].sort(),
  jsonForms: [...jsonFormsShown(peer, context.answers, test)].sort(),
});

/** Random answers for every key a condition reads (seeded, so failures repeat). */
function randomAnswers(seed: number): Answers {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const answers: Record<string, AnswerValue> = {};
  for (const key of bench.model.dependents.keys()) {
    const field = bench.model.fieldsByKey.get(key);
    const values: AnswerValue[] = field?.options
      ? [...field.options.map((o) => o.value), '']
      : field?.valueType === 'boolean'
        ? [true, false]
        : ['some text', ''];
    answers[key] = values[Math.floor(next() * values.length)];
  }
  return answers;
}

describe('peer schemas of the bench page', () => {
  it('hold every question the opened page can show, in reading order, over 300 shown', () => {
    expect(bench.visible.length).toBeGreaterThanOrEqual(300);
    const order = bench.page.fields.map((f) => f.key);
    expect(peer.keys).toEqual(order.filter((key) => peer.keys.includes(key)));
    expect(bench.visible.every((key) => peer.keys.includes(key))).toBe(true);
  });

  it('show exactly the questions Admit shows when every branch is open', () => {
    const { engine, rjsf, jsonForms } = shown(bench.context);
    expect(rjsf).toEqual(engine);
    expect(jsonForms).toEqual(engine);
  });

  it('hide the same questions when the largest branch closes', () => {
    const toggle = largestToggle(bench);
    const { engine, rjsf, jsonForms } = shown(closedContext(bench, toggle));
    expect(engine.length).toBe(bench.visible.length - toggle.revealed);
    expect(rjsf).toEqual(engine);
    expect(jsonForms).toEqual(engine);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('agree with the engine on random answers (seed %i)', (seed) => {
    const context = settled({ ...bench.context, answers: randomAnswers(seed) });
    const { engine, rjsf, jsonForms } = shown(context);
    expect(rjsf).toEqual(engine);
    expect(jsonForms).toEqual(engine);
  });

  it('agree on an empty application', () => {
    const { engine, rjsf, jsonForms } = shown(settled({ ...bench.context, answers: {} }));
    expect(rjsf).toEqual(engine);
    expect(jsonForms).toEqual(engine);
  });

  it('use standard JSON Schema only (no engine keywords)', () => {
    expect(JSON.stringify(peer.rjsf)).not.toMatch(/"admit[A-Z]/);
    expect(JSON.stringify(peer.jsonForms)).not.toMatch(/"admit[A-Z]/);
  });

  it('carry the same labels and options as the model', () => {
    const properties = peer.jsonForms.schema.properties as Record<string, JsonSchema>;
    for (const key of peer.keys) {
      const field = bench.model.fieldsByKey.get(key)!;
      expect(properties[key]!.title).toBe(field.label);
      if (field.options)
        expect(properties[key]!.oneOf).toEqual(
          field.options.map((o) => ({ const: o.value, title: o.label })),
        );
    }
  });

  it('cut pages keep their answers and stay within the size', () => {
    for (const size of [50, 150, 300]) {
      const cut = truncateBenchPage(bench, size);
      expect(cut.visible.length).toBeLessThanOrEqual(size);
      expect(cut.visible.length).toBeGreaterThan(size * 0.9);
      expect(cut.visible).toEqual(bench.visible.slice(0, cut.visible.length));
    }
  });
});

describe('standardCondition', () => {
  const answered = standardCondition({ valueKey: 'a', operator: 'answered' });
  it.each([
    [{ a: 'x' }, true],
    [{ a: true }, true],
    [{ a: '' }, false],
    [{ a: false }, false],
    [{}, false],
  ])('answered on %j is %s, as in the engine', (answers, expected) => {
    expect(test(answered, answers)).toBe(expected);
  });

  it('refuses numeric comparisons rather than guessing', () => {
    expect(() => standardCondition({ valueKey: 'a', operator: 'lt', target: 3 })).toThrow(
      /Numeric comparisons/,
    );
  });
});
