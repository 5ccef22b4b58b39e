import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  CONFIG_PATTERNS,
  MAX_ADD_ANOTHER_BLOCKS,
  exactObject,
  fieldBase,
  patterned,
  type ChildNodeSchema,
} from '@admit/engine';

/** A block the applicant repeats: its schema, given the node schema of its children. */
const addAnotherSchema = <N extends TSchema>(Node: N) =>
  exactObject(
    {
      type: Type.Literal('addAnother'),
      buttonId: patterned(CONFIG_PATTERNS.snakeName, {
        description: 'Id under which the block count is saved.',
      }),
      label: Type.Optional(
        Type.String({
          description: 'Heading of each block; `{n}` is replaced by the block number.',
        }),
      ),
      buttonText: Type.Optional(
        Type.String({ description: 'Text of the button (default "Add Another").' }),
      ),
      prefix: patterned(CONFIG_PATTERNS.blockPrefix, {
        description: 'Key prefix of the first block; block n (2..max) uses `<prefix><n>_`.',
      }),
      max: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: MAX_ADD_ANOTHER_BLOCKS,
          description: `Most blocks (at most ${MAX_ADD_ANOTHER_BLOCKS}, default ${MAX_ADD_ANOTHER_BLOCKS}).`,
        }),
      ),
      defaultCount: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: MAX_ADD_ANOTHER_BLOCKS,
          description: 'Blocks shown before any click (default 1).',
        }),
      ),
      visibleWhen: fieldBase.visibleWhen,
      children: Type.Array(Node, {
        description: 'Questions of one block; their keys get the block prefix.',
      }),
    },
    'A block the applicant can repeat with Add Another (up to `max` blocks).',
  );
export type AddAnotherNode = Static<ReturnType<typeof addAnotherSchema<ChildNodeSchema>>>;

export default addAnotherSchema;
