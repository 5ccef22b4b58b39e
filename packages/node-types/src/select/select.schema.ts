import { Type, type Static } from '@sinclair/typebox';
import { OptionSourceSchema, exactObject, fieldBase } from '@admit/engine';

/** A drop-down: its schema. */
export const SelectNodeSchema = exactObject(
  { type: Type.Literal('select'), ...fieldBase, options: OptionSourceSchema },
  'A drop-down. Stores the option value under `key` and its label under `<key>_desc`.',
);
export type SelectNode = Static<typeof SelectNodeSchema>;

export default () => SelectNodeSchema;
