import { Type, type Static } from '@sinclair/typebox';
import { exactObject, fieldBase } from '@admit/engine';

/** What a lookup searches (spec section 3): colleges, high schools or addresses. */
export const LookupCategorySchema = Type.Union(
  [Type.Literal('college_ceeb'), Type.Literal('hs_ceeb'), Type.Literal('address')],
  { description: 'What the lookup searches: colleges, high schools or addresses.' },
);
export type LookupCategory = Static<typeof LookupCategorySchema>;

/** A search-as-you-type lookup: its schema. */
export const LookupNodeSchema = exactObject(
  {
    type: Type.Literal('lookup'),
    ...fieldBase,
    category: LookupCategorySchema,
    creatable: Type.Optional(
      Type.Boolean({
        description: 'Accept free text not in the results, offered as "Use: <text>".',
      }),
    ),
    fills: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description:
          'Fields of the chosen record copied into other answers: record field (for example city) to answer key.',
      }),
    ),
  },
  'A search-as-you-type lookup. Stores the chosen text under `key`.',
);
export type LookupNode = Static<typeof LookupNodeSchema>;

export default () => LookupNodeSchema;
