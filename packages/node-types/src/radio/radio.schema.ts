import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { OptionSourceSchema, exactObject, fieldBase, type ChildNodeSchema } from '@admit/engine';

/** Radio buttons: their schema, given the node schema (content swapped in under them holds nodes). */
const radioSchema = <N extends TSchema>(Node: N) =>
  exactObject(
    {
      type: Type.Literal('radio'),
      ...fieldBase,
      options: OptionSourceSchema,
      contentByValue: Type.Optional(
        Type.Record(Type.String(), Type.Array(Node), {
          description:
            'Content swapped in under the radio for a chosen value: option value to a list of nodes.',
        }),
      ),
    },
    'Radio buttons. Stores the value under `key` and the label under `<key>_desc`.',
  );
export type RadioNode = Static<ReturnType<typeof radioSchema<ChildNodeSchema>>>;

export default radioSchema;
