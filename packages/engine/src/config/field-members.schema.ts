import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import { ConditionSchema } from './condition.schema.ts';
import { CheckSchema } from './check.schema.ts';

/*
 * The members question definitions share (answer key, label, help, conditions, requirement,
 * checks), the parts of address and school blocks, and lookup categories: what every node type in
 * node.schema.ts is built from.
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

/** Members every answer-storing question has. */
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

export const obj = <P extends Record<string, TSchema>>(props: P, description: string) =>
  Type.Object(props, { additionalProperties: false, description });

/** Per-part overrides of an address or school block. */
export const PartOverrideSchema = obj(
  {
    label: Type.Optional(Type.String({ description: 'Label of this part.' })),
    help,
    visibleWhen,
    required,
    requiredMessage,
    checks,
  },
  "Overrides for one part of a block. Conditions may use `{prefix}` to name the block's own answers.",
);
export type PartOverride = Static<typeof PartOverrideSchema>;

export const AddressPartSchema = Type.Union([
  Type.Literal('address_line_1'),
  Type.Literal('address_line_2'),
  Type.Literal('city'),
  Type.Literal('state'),
  Type.Literal('county'),
  Type.Literal('zip'),
  Type.Literal('country'),
]);
export type AddressPart = Static<typeof AddressPartSchema>;

export const SchoolPartSchema = Type.Union([
  Type.Literal('name'),
  Type.Literal('address_line_1'),
  Type.Literal('city'),
  Type.Literal('state'),
  Type.Literal('zip'),
  Type.Literal('ceeb'),
  Type.Literal('country'),
]);
export type SchoolPart = Static<typeof SchoolPartSchema>;

export const LookupCategorySchema = Type.Union(
  [Type.Literal('college_ceeb'), Type.Literal('hs_ceeb'), Type.Literal('address')],
  { description: 'What the lookup searches: colleges, high schools or addresses.' },
);
export type LookupCategory = Static<typeof LookupCategorySchema>;
