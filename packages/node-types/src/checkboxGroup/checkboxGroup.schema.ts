import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, ConditionSchema, exactObject, fieldBase, patterned } from '@admit/engine';

const { key, label, help, visibleWhen, requiredMessage, hideInPrint } = fieldBase;

/** Check boxes under one label: its schema. */
export const CheckboxGroupNodeSchema = exactObject(
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
      exactObject(
        { key, label },
        'One check box of the group; stores true or false under its key.',
      ),
      { minItems: 1, description: 'The check boxes, in order.' },
    ),
  },
  'Several check boxes under one label, each storing a boolean under its own key.',
);
export type CheckboxGroupNode = Static<typeof CheckboxGroupNodeSchema>;

export default () => CheckboxGroupNodeSchema;
