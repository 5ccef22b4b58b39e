import { Type, type Static } from '@sinclair/typebox';
import { exactObject, fieldBase } from '@admit/engine';

/** A phone number question: its schema. */
export const PhoneNodeSchema = exactObject(
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
export type PhoneNode = Static<typeof PhoneNodeSchema>;

export default () => PhoneNodeSchema;
