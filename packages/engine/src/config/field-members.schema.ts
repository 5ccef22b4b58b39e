import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import { ConditionSchema } from './condition.schema.ts';
import { CheckSchema } from './check.schema.ts';

/*
 * The members question definitions share (answer key, label, help, conditions, requirement,
 * checks): what the node types' schemas (in @admit/node-types) are built from.
 */

export const key = patterned(CONFIG_PATTERNS.answerKey, {
  description:
    'Answer key (snake_case). It must be declared in the data model. Inside an add-another block keys are written without the block prefix; it is added for each block.',
});
export const label = Type.String({
  description:
    'Question text shown above the input, in print and in the missing-items summary. Inside an add-another block, `{n}` is the block number (also in help and messages).',
});
export const help = Type.Optional(
  Type.String({ description: 'Help text shown under the label (markdown links allowed).' }),
);
export const visibleWhen = Type.Optional(
  Type.Ref(ConditionSchema, {
    description:
      'Show this only while the condition holds. When hidden, its answers (and their `_desc`) are cleared and not validated.',
  }),
);
/** One case of a conditional requirement with its own message. */
export const RequiredCaseSchema = Type.Object(
  {
    when: Type.Ref(ConditionSchema, { description: 'The answer is required while this holds.' }),
    message: Type.String({ minLength: 1, description: 'Message for this case.' }),
  },
  { additionalProperties: false },
);
export type RequiredCase = Static<typeof RequiredCaseSchema>;

export const required = Type.Optional(
  Type.Union(
    [Type.Boolean(), Type.Ref(ConditionSchema), Type.Array(RequiredCaseSchema, { minItems: 1 })],
    {
      description:
        'The question must be answered while shown: `true`; only while a condition holds; or a list of cases, each with its own message (the first case that holds gives the message).',
    },
  ),
);
export const requiredMessage = Type.Optional(
  Type.String({
    description:
      'Message when a required answer is missing. Defaults to a message made from the label that says what to do ("Enter First Name", "Select Country"; see `requiredMessages` in partner.json). Required when the label is empty.',
  }),
);
export const checks = Type.Optional(
  Type.Array(CheckSchema, {
    description: 'Further checks on a non-empty answer, each with its own message.',
  }),
);
export const hideInPrint = Type.Optional(
  Type.Boolean({ description: 'Leave this out of the staff print view and the PDF.' }),
);

/** Members every answer-storing question has (node types' schemas pick single ones by name too). */
export const fieldBase = {
  key,
  label,
  help,
  visibleWhen,
  required,
  requiredMessage,
  checks,
  hideInPrint,
};

/** A node's (or a part of one's) object schema: exactly these members, with a description. */
export const obj = <P extends Record<string, TSchema>>(props: P, description: string) =>
  Type.Object(props, { additionalProperties: false, description });
