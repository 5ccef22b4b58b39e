import type { ErrorObject } from 'ajv';
import { patternWords } from '@admit/engine';

const show = (value: unknown): string => JSON.stringify(value);

/** A list in words: `a`, `a or b`, `a, b or c`. */
export const orList = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** A JSON Schema type in words ("a list", "true or false"). */
export const typeWords = (type: string): string => TYPE_WORDS[type] ?? type;

/** A value as an author wrote it: scalars quoted as JSON, objects and lists by their kind. */
export const writtenValue = (value: unknown): string =>
  Array.isArray(value)
    ? 'a list'
    : typeof value === 'object' && value !== null
      ? 'an object'
      : show(value);

/**
 * Who a message is about: the member a pointer ends in (`key`, `prefix`), with the value when it
 * is a string (`key "First_name"`); an element of a list is named by its value alone.
 */
export function subject(pointer: string, value?: unknown): string {
  const token = pointer
    .slice(pointer.lastIndexOf('/') + 1)
    .replaceAll('~1', '/')
    .replaceAll('~0', '~');
  const name = pointer !== '' && !/^\d+$/.test(token) ? token : '';
  const written = typeof value === 'string' ? show(value) : '';
  return [name, written].filter(Boolean).join(' ');
}

const sentence = (who: string, rest: string) => (who ? `${who} ${rest}` : rest);
const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
const characters = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`;

/** The message for a value that is none of a union's literals. */
export const notOneOf = (pointer: string, value: unknown, allowed: readonly unknown[]): string =>
  sentence(
    subject(pointer, value),
    allowed.length < 3
      ? `must be ${orList(allowed.map(show))}`
      : `must be one of ${orList(allowed.map(show))}`,
  );

/**
 * What an ajv error of the config schema means, in words an author reads: the member it is
 * about, what it must be (a pattern in words, see CONFIG_PATTERNS), and what was written.
 * `value` is the value the error's instance path names; `pointer` is that path in the config.
 */
export function schemaErrorMessage(error: ErrorObject, value: unknown, pointer: string): string {
  const { params } = error;
  const who = subject(pointer, value);
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown member "${String(params.additionalProperty)}"`;
    case 'required':
      return `missing member "${String(params.missingProperty)}"`;
    case 'pattern': {
      const words = patternWords(String(params.pattern));
      return sentence(who, words ? `must be ${words}` : `must match ${show(params.pattern)}`);
    }
    case 'const':
      return notOneOf(pointer, value, [params.allowedValue]);
    case 'enum':
      return notOneOf(pointer, value, params.allowedValues as unknown[]);
    case 'type':
      return sentence(
        subject(pointer),
        `must be ${orList(String(params.type).split(',').map(typeWords))}, not ${writtenValue(value)}`,
      );
    case 'minItems':
      return sentence(
        who,
        `must have at least ${items(params.limit as number)}; it has ${(value as unknown[]).length}`,
      );
    case 'maxItems':
      return sentence(
        who,
        `must have at most ${items(params.limit as number)}; it has ${(value as unknown[]).length}`,
      );
    case 'uniqueItems':
      return sentence(
        subject(pointer),
        `must not list a value twice; it lists ${show((value as unknown[])[params.i as number])} twice`,
      );
    case 'minLength':
      return sentence(
        who,
        params.limit === 1
          ? 'must not be empty'
          : `must be at least ${characters(params.limit as number)} long`,
      );
    case 'maxLength':
      return sentence(who, `must be at most ${characters(params.limit as number)} long`);
    case 'minimum':
      return sentence(
        subject(pointer),
        `must be at least ${String(params.limit)}, not ${show(value)}`,
      );
    case 'maximum':
      return sentence(
        subject(pointer),
        `must be at most ${String(params.limit)}, not ${show(value)}`,
      );
    default:
      return sentence(subject(pointer), error.message ?? 'is not valid');
  }
}
