import { Type } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import { ConditionSchema } from './condition.schema.ts';
import {
  key,
  label,
  help,
  visibleWhen,
  requiredMessage,
  hideInPrint,
  fieldBase,
  obj,
  LookupCategorySchema,
} from './field-members.schema.ts';
import { OptionSourceSchema } from './option.schema.ts';

/*
 * The question nodes that hold no other node: each stores its answer under `key` (a checkbox
 * group under the keys of its items). NodeSchema (node.schema.ts) unites them with the blocks.
 */

export const TextNodeSchema = obj(
  {
    type: Type.Literal('text'),
    ...fieldBase,
    inputType: Type.Optional(
      Type.Union(
        [
          Type.Literal('text'),
          Type.Literal('textarea'),
          Type.Literal('date'),
          Type.Literal('password'),
        ],
        {
          description:
            'Kind of input. `date` stores YYYY-MM-DD and keeps only valid dates; `textarea` commits on blur.',
        },
      ),
    ),
    category: Type.Optional(
      Type.Union([Type.Literal('password'), Type.Literal('ssn')], {
        description:
          '`ssn` formats and stores 3-2-4 digits with hyphens; `password` masks the input.',
      }),
    ),
    maxLength: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Maximum characters. Defaults to 45 for text and 1500 for a textarea.',
      }),
    ),
    placeholder: Type.Optional(Type.String({ description: 'Hint shown inside the empty input.' })),
  },
  'A free-text question.',
);

export const PhoneNodeSchema = obj(
  {
    type: Type.Literal('phone'),
    ...fieldBase,
    invalidMessage: Type.Optional(
      Type.String({
        description: 'Message when the number is not a valid (ddd) ddd-dddd phone number.',
      }),
    ),
    international: Type.Optional(
      Type.Boolean({
        description:
          'Free-form international number (digits, spaces, +, -, parentheses); no US formatting.',
      }),
    ),
  },
  'A phone number. US numbers auto-format to (ddd) ddd-dddd; area and exchange codes start with 2-9.',
);

export const SelectNodeSchema = obj(
  { type: Type.Literal('select'), ...fieldBase, options: OptionSourceSchema },
  'A drop-down. Stores the option value under `key` and its label under `<key>_desc`.',
);

export const DependentSelectNodeSchema = obj(
  {
    type: Type.Literal('dependentSelect'),
    ...fieldBase,
    controller: Type.String({
      description:
        'Answer key this select depends on; whenever it changes, this answer and its `_desc` are cleared.',
    }),
    options: Type.Optional(OptionSourceSchema),
    optionsByAnswer: Type.Optional(
      Type.Record(Type.String(), OptionSourceSchema, {
        description:
          "Options per controller answer. The select shows only when the controller's answer has a list here.",
      }),
    ),
  },
  'A drop-down whose options or presence depend on another answer. Give `options` (shown while `visibleWhen` holds) or `optionsByAnswer`.',
);

export const CheckNodeSchema = obj(
  { type: Type.Literal('check'), ...fieldBase },
  'A single check box; stores true or false.',
);

export const CheckboxGroupNodeSchema = obj(
  {
    type: Type.Literal('checkboxGroup'),
    id: patterned(CONFIG_PATTERNS.snakeName, {
      description: 'Anchor id of the group (not an answer key).',
    }),
    label,
    help,
    visibleWhen,
    required: Type.Optional(
      Type.Union([Type.Boolean(), Type.Ref(ConditionSchema)], {
        description: 'At least one box must be ticked.',
      }),
    ),
    requiredMessage,
    hideInPrint,
    items: Type.Array(
      obj({ key, label }, 'One check box of the group; stores true or false under its key.'),
      { minItems: 1, description: 'The check boxes, in order.' },
    ),
  },
  'Several check boxes under one label, each storing a boolean under its own key.',
);

export const FileNodeSchema = obj(
  { type: Type.Literal('file'), ...fieldBase },
  'A document upload (.png, .jpeg, .jpg, .pdf, .docx, at most 1 MB), converted to PDF. The answer becomes ANSWERED once converted.',
);

export const LookupNodeSchema = obj(
  {
    type: Type.Literal('lookup'),
    ...fieldBase,
    category: LookupCategorySchema,
    creatable: Type.Optional(
      Type.Boolean({
        description: 'Accept free text not in the results, offered as "Use: <text>".',
      }),
    ),
    fills: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description:
          'Fields of the chosen record copied into other answers: record field (for example city) to answer key.',
      }),
    ),
  },
  'A search-as-you-type lookup. Stores the chosen text under `key`.',
);
