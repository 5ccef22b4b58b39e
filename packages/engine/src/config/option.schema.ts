import { Type, type Static } from '@sinclair/typebox';

/** One answer option: what the applicant reads and what is stored. */
export const OptionSchema = Type.Object(
  {
    label: Type.String({ description: 'Text shown to the applicant and stored in `<key>_desc`.' }),
    value: Type.String({
      description: 'Value stored under the question key. Must be unique within its list.',
    }),
  },
  { additionalProperties: false },
);
export type Option = Static<typeof OptionSchema>;

/** A list of years generated from today: `count` years starting at `start` (default the current year), going `direction`. */
export const YearsSpecSchema = Type.Object(
  {
    type: Type.Literal('years'),
    start: Type.Optional(
      Type.Integer({ description: 'First year; defaults to the current year.' }),
    ),
    startOffset: Type.Optional(
      Type.Integer({ description: 'Added to the start year (for example 1 to begin next year).' }),
    ),
    count: Type.Integer({ minimum: 1, maximum: 200, description: 'How many years.' }),
    direction: Type.Union([Type.Literal('past'), Type.Literal('future')], {
      description: 'Count backwards (past) or forwards (future) from the start.',
    }),
    blank: Type.Optional(
      Type.String({ description: 'Label of an empty first option (value ""), for example "--".' }),
    ),
  },
  {
    additionalProperties: false,
    description: 'A generated list of years; values and labels are the year as text.',
  },
);
export type YearsSpec = Static<typeof YearsSpecSchema>;

/** An option list as declared in the partner folder: a fixed list or generated years. */
export const OptionListSchema = Type.Union(
  [Type.Array(OptionSchema, { minItems: 1 }), YearsSpecSchema],
  {
    description: 'A named option list: a fixed list of options or a generated list of years.',
  },
);
export type OptionList = Static<typeof OptionListSchema>;

/** Where a question takes its options from: the name of a list in the partner's option lists, or inline options. */
export const OptionSourceSchema = Type.Union(
  [
    Type.String({
      minLength: 1,
      description: "Name of an option list in the partner's `options/` folder.",
    }),
    Type.Array(OptionSchema, { minItems: 1, description: 'Options written inline.' }),
    YearsSpecSchema,
  ],
  { description: 'Options: a list name, inline options, or generated years.' },
);
export type OptionSource = Static<typeof OptionSourceSchema>;
