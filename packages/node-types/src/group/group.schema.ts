import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  CONFIG_PATTERNS,
  exactObject,
  fieldBase,
  patterned,
  type ChildNodeSchema,
} from '@admit/engine';

/** A titled group of nodes: its schema, given the node schema of what it holds. */
const groupSchema = <N extends TSchema>(Node: N) =>
  exactObject(
    {
      type: Type.Literal('group'),
      id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id of the group.' }),
      title: Type.Optional(Type.String({ description: 'Heading of the group.' })),
      visibleWhen: fieldBase.visibleWhen,
      children: Type.Array(Node, { description: 'Nodes shown together.' }),
    },
    'A titled group of nodes sharing one visibility condition (for example one branch of a chain).',
  );
export type GroupNode = Static<ReturnType<typeof groupSchema<ChildNodeSchema>>>;

export default groupSchema;
