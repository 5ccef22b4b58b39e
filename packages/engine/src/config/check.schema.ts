import { Type, type Static } from '@sinclair/typebox';
import { ConditionSchema } from './condition.schema.ts';

const message = Type.String({
  minLength: 1,
  description:
    "What the applicant reads when this check fails (the spec's exact wording where it has one).",
});
const when = Type.Optional(
  Type.Ref(ConditionSchema, {
    description:
      'Apply the check only when this condition holds (in addition to the question being shown and answered).',
  }),
);

/**
 * A point in time relative to "today", used by date-range checks.
 * `yearsFromToday: -13` is today thirteen years ago; `startOfYear: -3` is 1 January three years back;
 * `endOfYear: 4` is 31 December four years ahead.
 */
export const DateBoundSchema = Type.Union(
  [
    Type.Object(
      {
        yearsFromToday: Type.Integer({
          description: 'Whole years from today (negative: in the past).',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        startOfYear: Type.Integer({
          description: '1 January of the current year plus this many years.',
        }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        endOfYear: Type.Integer({
          description: '31 December of the current year plus this many years.',
        }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: 'A date relative to today.' },
);
export type DateBound = Static<typeof DateBoundSchema>;

/** A validation check on a non-empty answer. Every check carries its own message. */
export const CheckSchema = Type.Union(
  [
    Type.Object(
      {
        type: Type.Literal('pattern'),
        pattern: Type.String({
          description:
            'A JavaScript regular expression (unicode) the whole answer must match; anchor it with ^ and $.',
        }),
        message,
        when,
      },
      { additionalProperties: false, description: 'The answer must match a regular expression.' },
    ),
    Type.Object(
      { type: Type.Literal('email'), message, when },
      {
        additionalProperties: false,
        description:
          'The answer must look like an e-mail address (simple pattern: something@something.tld).',
      },
    ),
    Type.Object(
      {
        type: Type.Literal('minLength'),
        value: Type.Integer({ minimum: 0, description: 'Fewest characters allowed.' }),
        message,
        when,
      },
      {
        additionalProperties: false,
        description: 'The answer must have at least `value` characters.',
      },
    ),
    Type.Object(
      {
        type: Type.Literal('maxLength'),
        value: Type.Integer({ minimum: 1, description: 'Most characters allowed.' }),
        message,
        when,
      },
      {
        additionalProperties: false,
        description: 'The answer must have at most `value` characters.',
      },
    ),
    Type.Object(
      {
        type: Type.Literal('number'),
        minimum: Type.Optional(Type.Number({ description: 'Smallest allowed value.' })),
        maximum: Type.Optional(Type.Number({ description: 'Largest allowed value.' })),
        multipleOf: Type.Optional(
          Type.Number({
            exclusiveMinimum: 0,
            description: 'The value must be a whole multiple of this step.',
          }),
        ),
        integer: Type.Optional(Type.Boolean({ description: 'Only whole numbers.' })),
        message,
        when,
      },
      {
        additionalProperties: false,
        description:
          'The answer must be a number (digits with an optional decimal point) within the given range and step.',
      },
    ),
    Type.Object(
      { type: Type.Literal('mustBeTrue'), message, when },
      {
        additionalProperties: false,
        description: 'A single check that must be ticked (for example an agreement).',
      },
    ),
    Type.Object(
      { type: Type.Literal('date'), message, when },
      {
        additionalProperties: false,
        description: 'The answer must be a real calendar date written YYYY-MM-DD.',
      },
    ),
    Type.Object(
      {
        type: Type.Literal('dateRange'),
        min: Type.Optional(DateBoundSchema),
        max: Type.Optional(DateBoundSchema),
        message: Type.String({
          minLength: 1,
          description:
            'Message when the date is out of range. `{year}` is replaced by the year of the bound that was crossed.',
        }),
        when,
      },
      {
        additionalProperties: false,
        description: 'A valid date must fall between two dates relative to today (inclusive).',
      },
    ),
    Type.Object(
      {
        type: Type.Literal('sameAs'),
        otherKey: Type.String({ description: 'Answer key that must hold the same value.' }),
        message,
        when,
      },
      {
        additionalProperties: false,
        description: 'The answer must equal another answer (for example a password confirmation).',
      },
    ),
  ],
  { description: 'A validation check.' },
);
export type Check = Static<typeof CheckSchema>;
export type CheckType = Check['type'];
