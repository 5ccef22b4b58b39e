import { Type, type Static } from '@sinclair/typebox';
import { OptionSourceSchema, exactObject, fieldBase } from '@admit/engine';

/** A drop-down whose options follow another answer: its schema. */
export const DependentSelectNodeSchema = exactObject(
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
export type DependentSelectNode = Static<typeof DependentSelectNodeSchema>;

export default () => DependentSelectNodeSchema;
