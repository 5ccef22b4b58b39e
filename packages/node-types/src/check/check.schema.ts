import { Type, type Static } from '@sinclair/typebox';
import { exactObject, fieldBase } from '@admit/engine';

/** A single check box: its schema. */
export const CheckNodeSchema = exactObject(
  { type: Type.Literal('check'), ...fieldBase },
  'A single check box; stores true or false.',
);
export type CheckNode = Static<typeof CheckNodeSchema>;

export default () => CheckNodeSchema;
