import type { ErrorObject } from 'ajv';
import type { DateBound } from '../config/check.schema.ts';
import type { AnswerValue } from '../conditions/answers.ts';
import type { FieldModel } from '../model/form-model.ts';
import type { FormModel } from '../compile/form-model.ts';
import type { EvaluationContext } from '../conditions/evaluation-context.ts';
import {
  buildValidationSchema,
  effectiveChecks,
  fieldMessages,
} from './build-validation-schema.ts';
import { createAjv } from './create-ajv.ts';
import { dateBoundId, dateOfBound, isoDate } from './date-bounds.ts';
import {
  toValidationResult,
  type ValidationProblem,
  type ValidationResult,
} from './validation-result.ts';

/** A compiled validator function (compiled at run time or loaded from standalone code). */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Validates answers (with counts and tabs) for one page or the whole application. */
export type Validator = (
  context: EvaluationContext,
  options?: { today?: Date },
) => ValidationResult;

interface FieldInfo {
  field: FieldModel;
  order: number;
  messages: string[];
  /** A checkbox group whose requirement is reported on this, its first box. */
  groupId?: string;
}

/**
 * Wraps a compiled validate function: builds the validated data `{a, c}` (answers with every field
 * key present; bound dates from today; block counts and tabs with defaults) and turns ajv-errors
 * messages into problems in page order.
 */
export function wrapValidator(model: FormModel, validate: CompiledValidate): Validator {
  const bounds: DateBound[] = [];
  const info = new Map<string, FieldInfo>();
  const empty: Record<string, AnswerValue> = {};
  model.fields.forEach((field, order) => {
    const checks = effectiveChecks(model, field);
    for (const c of checks)
      if (c.type === 'dateRange') bounds.push(...[c.min, c.max].filter((b): b is DateBound => !!b));
    info.set(field.key, { field, order, messages: fieldMessages(field, checks) });
    empty[field.key] = field.valueType === 'boolean' ? false : '';
  });
  for (const group of model.groups) {
    const first = group.itemKeys[0] && info.get(group.itemKeys[0]);
    if (first) first.groupId = group.id;
  }
  const counts = Object.fromEntries(model.addAnother.map((a) => [a.buttonId, a.defaultCount]));
  const tabs = Object.fromEntries(model.tabs.map((t) => [t.tabId, t.defaultTab]));
  const keys = Object.keys(empty);
  // One object with every field key, refilled per call: copying 300 keys into a fresh object costs
  // more than the whole validation. Validation is synchronous, so reuse is safe.
  const answers: Record<string, AnswerValue> = { ...empty };
  let boundsDay = '';
  let d: Record<string, string> = {};

  return (context, options = {}) => {
    const today = options.today ?? new Date();
    const day = isoDate(today);
    if (day !== boundsDay) {
      d = {};
      for (const bound of bounds) d[dateBoundId(bound)] = dateOfBound(bound, today);
      boundsDay = day;
    }
    const given = context.answers;
    for (const key of keys) {
      const value = given[key];
      answers[key] = value === undefined || value === null ? empty[key] : value;
    }
    const n: Record<string, number> = { ...counts };
    for (const [id, count] of Object.entries(context.addAnother ?? {})) n[id] = Math.max(1, count);
    const data = { a: answers, c: { d, n, t: { ...tabs, ...context.tabs } } };
    if (validate(data)) return toValidationResult([]);

    const found: { problem: ValidationProblem; rank: number }[] = [];
    for (const error of validate.errors ?? []) {
      if (error.keyword !== 'errorMessage') continue;
      const key = decodeKey(error.instancePath);
      const at = key === undefined ? undefined : info.get(key);
      if (!at || !error.message) continue;
      const isGroup =
        at.groupId !== undefined &&
        (error.params.errors as ErrorObject[] | undefined)?.[0]?.keyword === 'admitAnyTrue';
      const message = formatMessage(at.field, error.message, answers, today);
      const rank =
        at.order * 1000 + (isGroup ? -1 : Math.max(0, at.messages.indexOf(error.message)));
      found.push({
        problem: { key: isGroup ? at.groupId! : key!, pageId: at.field.pageId, message },
        rank,
      });
    }
    found.sort((x, y) => x.rank - y.rank);
    return toValidationResult(found.map((f) => f.problem));
  };
}

/** The answer key of an error at `/a/<key>`. */
const decodeKey = (instancePath: string): string | undefined =>
  instancePath.startsWith('/a/')
    ? instancePath.slice(3).replace(/~1/g, '/').replace(/~0/g, '~')
    : undefined;

/** Fills `{year}` in a date-range message with the year of the bound the answer crossed. */
function formatMessage(
  field: FieldModel,
  message: string,
  answers: Record<string, AnswerValue>,
  today: Date,
): string {
  if (!message.includes('{year}')) return message;
  const value = String(answers[field.key] ?? '');
  const range = field.checks.find((c) => c.type === 'dateRange' && c.message === message);
  if (!range || range.type !== 'dateRange') return message;
  const minDate = range.min ? dateOfBound(range.min, today) : undefined;
  const crossed =
    minDate !== undefined && value < minDate
      ? minDate
      : range.max
        ? dateOfBound(range.max, today)
        : isoDate(today);
  return message.replaceAll('{year}', crossed.slice(0, 4));
}

/** Compiles a validator at run time (server, CLI, tests). The browser loads precompiled ones instead. */
export function createValidator(model: FormModel, pageId?: string): Validator {
  const { schema } = buildValidationSchema(model, pageId);
  return wrapValidator(model, createAjv().compile(schema) as CompiledValidate);
}
