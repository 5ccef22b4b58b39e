import { Type, type Static } from '@sinclair/typebox';

/** The comparison a rule makes between an answer and its target. */
export const OperatorSchema = Type.Union(
  [
    Type.Literal('equals', {
      description: 'The answer is exactly the target (same type, no coercion).',
    }),
    Type.Literal('notEquals', {
      description: 'The answer is not exactly the target; an empty answer counts as not equal.',
    }),
    Type.Literal('lt', {
      description:
        'The answer, read as a number, is less than the target. A non-numeric or empty answer never matches.',
    }),
    Type.Literal('lte', {
      description:
        'The answer, read as a number, is at most the target. A non-numeric or empty answer never matches.',
    }),
    Type.Literal('gt', {
      description:
        'The answer, read as a number, is greater than the target. A non-numeric or empty answer never matches.',
    }),
    Type.Literal('gte', {
      description:
        'The answer, read as a number, is at least the target. A non-numeric or empty answer never matches.',
    }),
    Type.Literal('notAnswered', {
      description: 'The answer is missing, an empty string, null or false. Takes no target.',
    }),
    Type.Literal('answered', {
      description: 'The answer is present and not an empty string, null or false. Takes no target.',
    }),
    Type.Literal('in', { description: 'The answer is one of the target list.' }),
    Type.Literal('notIn', {
      description: 'The answer is none of the target list; an empty answer counts as not in it.',
    }),
  ],
  { description: 'Operator of a conditional rule.' },
);
export type Operator = Static<typeof OperatorSchema>;

/** A scalar an answer can be compared with. */
export const ScalarSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);
export type Scalar = Static<typeof ScalarSchema>;

/** The spec's conditional rule: compare the answer stored under `valueKey` with `target`. */
export const RuleSchema = Type.Object(
  {
    valueKey: Type.String({
      minLength: 1,
      description:
        "Answer key to read. Inside an address, school or add-another block, write `{prefix}` to mean the block's own prefix (for example `{prefix}country`).",
    }),
    operator: OperatorSchema,
    target: Type.Optional(
      Type.Union([ScalarSchema, Type.Array(ScalarSchema, { minItems: 1 })], {
        description:
          'What to compare with: a scalar for equals/notEquals/lt/lte/gt/gte, a list for in/notIn, nothing for answered/notAnswered.',
      }),
    ),
  },
  { additionalProperties: false, description: 'A conditional rule (valueKey, operator, target).' },
);
export type Rule = Static<typeof RuleSchema>;

/** A rule, or all/any/not combinations of conditions. */
export const ConditionSchema = Type.Recursive(
  (Self) =>
    Type.Union([
      RuleSchema,
      Type.Object(
        {
          all: Type.Array(Self, { minItems: 1, description: 'Every condition in the list holds.' }),
        },
        { additionalProperties: false },
      ),
      Type.Object(
        {
          any: Type.Array(Self, {
            minItems: 1,
            description: 'At least one condition in the list holds.',
          }),
        },
        { additionalProperties: false },
      ),
      Type.Object(
        { not: Type.Union([Self], { description: 'The condition does not hold.' }) },
        { additionalProperties: false },
      ),
    ]),
  {
    $id: 'Condition',
    description: 'A condition on answers: a rule, or `all`/`any`/`not` of conditions.',
  },
);
export type Condition = Static<typeof ConditionSchema>;
