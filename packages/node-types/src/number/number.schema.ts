import { Type, type Static } from '@sinclair/typebox';
import { exactObject, fieldBase } from '@admit/engine';

/** A number question: its schema (authors read each member's description). */
export const NumberNodeSchema = exactObject(
  {
    type: Type.Literal('number'),
    ...fieldBase,
    unit: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 30,
        description:
          'What the number counts, as it reads after a number ("hours", "credits", "%"): shown after the input and after the answer in the staff view and the PDF.',
      }),
    ),
    minimum: Type.Optional(Type.Number({ description: 'Smallest answer accepted.' })),
    maximum: Type.Optional(Type.Number({ description: 'Largest answer accepted.' })),
    step: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        description:
          'The answer must be a whole multiple of this step: `1` for whole numbers, `0.5` for halves, `0.01` for two decimals. Any number when absent.',
      }),
    ),
    invalidMessage: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          'Message when the answer is not a number in the range and step. By default it names the label, the range and whole numbers ("Hours: please enter a whole number from 0 to 500.").',
      }),
    ),
  },
  'A number, with an optional unit, range and step: written with digits and an optional decimal point (and a leading minus); stored as written.',
);
export type NumberNode = Static<typeof NumberNodeSchema>;

export default () => NumberNodeSchema;
