import { Type, type Static } from '@sinclair/typebox';
import { exactObject, fieldBase } from '@admit/engine';

/** A free-text question: its schema (authors read each member's description). */
export const TextNodeSchema = exactObject(
  {
    type: Type.Literal('text'),
    ...fieldBase,
    inputType: Type.Optional(
      Type.Union(
        [
          Type.Literal('text'),
          Type.Literal('textarea'),
          Type.Literal('date'),
          Type.Literal('password'),
        ],
        {
          description:
            'Kind of input. `date` stores YYYY-MM-DD and keeps only valid dates; `textarea` commits on blur.',
        },
      ),
    ),
    category: Type.Optional(
      Type.Union([Type.Literal('password'), Type.Literal('ssn')], {
        description:
          '`ssn` formats and stores 3-2-4 digits with hyphens; `password` masks the input.',
      }),
    ),
    maxLength: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Maximum characters. Defaults to 45 for text and 1500 for a textarea.',
      }),
    ),
    placeholder: Type.Optional(Type.String({ description: 'Hint shown inside the empty input.' })),
  },
  'A free-text question.',
);
export type TextNode = Static<typeof TextNodeSchema>;

export default () => TextNodeSchema;
