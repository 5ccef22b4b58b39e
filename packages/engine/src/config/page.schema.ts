import { Type, type Static } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import { ConditionSchema } from './condition.schema.ts';
import { NodeSchema } from './node.schema.ts';

/** A titled part of a page. */
export const SectionSchema = Type.Object(
  {
    id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id of the section.' }),
    title: Type.String({ description: 'Section heading.' }),
    description: Type.Optional(Type.String({ description: 'Text under the heading (markdown).' })),
    visibleWhen: Type.Optional(
      Type.Ref(ConditionSchema, { description: 'Show the section only while this holds.' }),
    ),
    children: Type.Array(Type.Ref(NodeSchema), {
      description: "The section's questions and content, in order.",
    }),
  },
  { additionalProperties: false },
);
export type Section = Static<typeof SectionSchema>;

/** One step of the application. */
export const PageSchema = Type.Object(
  {
    id: patterned(CONFIG_PATTERNS.kebabName, {
      description: 'Page id; the route is `/<id>` and summary links are `/<id>#<questionKey>`.',
    }),
    title: Type.String({ description: 'Step label (for example "About You").' }),
    step: Type.Integer({
      minimum: 1,
      description: 'Step number shown in the step navigation ("Step 1").',
    }),
    next: Type.Optional(
      patterned(CONFIG_PATTERNS.route, {
        description: 'Route the Save and Continue button goes to.',
      }),
    ),
    previous: Type.Optional(
      patterned(CONFIG_PATTERNS.route, { description: 'Route the Previous button goes to.' }),
    ),
    save: Type.Optional(
      patterned(CONFIG_PATTERNS.route, {
        description:
          'Route the Save button goes to when a visitor who is not logged in presses it with no answers (with answers it goes to sign-up; logged in it saves). Names a page, for example `/education`. Without it the button stays on the page.',
      }),
    ),
    submit: Type.Optional(
      Type.Boolean({ description: 'This page ends the application with a Submit button.' }),
    ),
    sections: Type.Array(SectionSchema, {
      minItems: 1,
      description: 'The sections of the page, in order.',
    }),
  },
  { additionalProperties: false, description: 'A page (step) of the application.' },
);
export type Page = Static<typeof PageSchema>;
