import { Type } from '@sinclair/typebox';
import { exactObject, fieldBase } from '@admit/engine';

/* What address and school blocks share in their schemas: the overrides of a part. */

const { help, visibleWhen, required, requiredMessage, checks } = fieldBase;

/** Per-part overrides of an address or school block. */
export const PartOverrideSchema = exactObject(
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
