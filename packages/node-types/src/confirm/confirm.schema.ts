import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { exactObject, fieldBase, type ChildNodeSchema } from '@admit/engine';

const { key, visibleWhen, hideInPrint } = fieldBase;

/** A confirm switch: its schema, given the node schema of what it shows before and after. */
const confirmSchema = <N extends TSchema>(Node: N) =>
  exactObject(
    {
      type: Type.Literal('confirm'),
      key,
      mode: Type.Union([Type.Literal('button'), Type.Literal('checkbox')], {
        description: 'Confirm with a button click or by ticking a box.',
      }),
      label: Type.String({ description: 'Text of the button or check box.' }),
      visibleWhen,
      hideInPrint,
      before: Type.Array(Node, { description: 'Shown until confirmed.' }),
      after: Type.Array(Node, { description: 'Shown once confirmed.' }),
    },
    'Content that switches from `before` to `after` once the applicant confirms; the confirmation is stored as true under `key`.',
  );
export type ConfirmNode = Static<ReturnType<typeof confirmSchema<ChildNodeSchema>>>;

export default confirmSchema;
