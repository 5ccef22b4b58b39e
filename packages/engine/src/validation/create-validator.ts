import type { ErrorObject } from 'ajv';
import type { DateBound } from '../config/check.schema.ts';
import type { FormModel } from '../model/form-model.ts';
import type { EvaluationContext } from '../visibility/evaluation-context.ts';
import { buildValidationSchema, type SchemaEntry } from './build-validation-schema.ts';
import { createAjv } from './create-ajv.ts';
import { dateBoundId, dateOfBound, isoDate } from './date-bounds.ts';
import { toValidationResult, type ValidationProblem, type ValidationResult } from './validation-result.ts';

/** A compiled validator function (runtime-compiled or loaded from standalone code). */
export interface CompiledValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Validates answers (with counts and tabs) for one page or the whole application. */
export type Validator = (context: EvaluationContext, options?: { today?: Date }) => ValidationResult;

/** Every date bound the model's checks use. */
const boundsOf = (entries: readonly SchemaEntry[]): DateBound[] =>
  entries.flatMap((e) => (e.type === 'check' && e.check.type === 'dateRange' ? [e.check.min, e.check.max].filter((b): b is DateBound => !!b) : []));

/**
 * Wraps a compiled validate function: builds the validated data `{a, c}` (answers; bound dates from
 * today; block counts and tabs with defaults filled in) and turns ajv-errors messages into problems.
 */
export function wrapValidator(model: FormModel, entries: readonly SchemaEntry[], validate: CompiledValidate): Validator {
  const bounds = boundsOf(entries);
  const counts = Object.fromEntries(model.addAnother.map((a) => [a.buttonId, a.defaultCount]));
  const tabs = Object.fromEntries(model.tabs.map((t) => [t.tabId, t.defaultTab]));
  return (context, options = {}) => {
    const today = options.today ?? new Date();
    const d: Record<string, string> = {};
    for (const bound of bounds) d[dateBoundId(bound)] = dateOfBound(bound, today);
    const data = {
      a: context.answers,
      c: { d, n: { ...counts, ...context.addAnother }, t: { ...tabs, ...context.tabs } },
    };
    if (validate(data)) return toValidationResult([]);
    const problems: ValidationProblem[] = [];
    for (const error of validate.errors ?? []) {
      if (error.keyword !== 'errorMessage') continue;
      const index = /^#\/allOf\/(\d+)\//.exec(error.schemaPath)?.[1];
      const entry = index === undefined ? undefined : entries[Number(index)];
      if (!entry) continue;
      problems.push({ key: entry.key, pageId: entry.pageId, message: formatMessage(entry, error.message ?? entry.message, context, today) });
    }
    return toValidationResult(problems);
  };
}

/** Fills `{year}` in a date-range message with the year of the bound the answer crossed. */
function formatMessage(entry: SchemaEntry, message: string, context: EvaluationContext, today: Date): string {
  if (entry.type !== 'check' || entry.check.type !== 'dateRange' || !message.includes('{year}')) return message;
  const value = String(context.answers[entry.key] ?? '');
  const { min, max } = entry.check;
  const minDate = min ? dateOfBound(min, today) : undefined;
  const crossed = minDate !== undefined && value < minDate ? minDate : max ? dateOfBound(max, today) : isoDate(today);
  return message.replaceAll('{year}', crossed.slice(0, 4));
}

/** Compiles a validator at run time (server, CLI, tests). The browser loads precompiled ones instead. */
export function createValidator(model: FormModel, pageId?: string): Validator {
  const { schema, entries } = buildValidationSchema(model, pageId);
  return wrapValidator(model, entries, createAjv().compile(schema) as CompiledValidate);
}
