import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { CONFIG_PATTERNS, patterned } from './config-patterns.ts';
import { ConditionSchema } from './condition.schema.ts';
import type { BaseNode } from './node-base.schema.ts';

/*
 * Pages and sections hold nodes: their schemas are built from the node schema they are given
 * (@admit/node-types composes it from the registered node types), their types from the node type.
 */

/** A titled part of a page, holding nodes of the given schema. */
export const sectionSchemaOf = <N extends TSchema>(Node: N) =>
  Type.Object(
    {
      id: patterned(CONFIG_PATTERNS.snakeName, { description: 'Anchor id of the section.' }),
      title: Type.String({ description: 'Section heading.' }),
      description: Type.Optional(
        Type.String({ description: 'Text under the heading (markdown).' }),
      ),
      visibleWhen: Type.Optional(
        Type.Ref(ConditionSchema, { description: 'Show the section only while this holds.' }),
      ),
      legal: Type.Optional(
        Type.Boolean({
          description:
            "A legal text (an agreement, a statement the applicant signs): read in a language other than the partner's `governingLanguage`, it shows the partner's `translationNotice` under its heading.",
        }),
      ),
      children: Type.Array(Node, {
        description: "The section's questions and content, in order.",
      }),
    },
    { additionalProperties: false },
  );
/** A section, its nodes of type N. */
export type Section<N = BaseNode> = Static<ReturnType<typeof sectionSchemaOf<TUnsafe<N>>>>;

/** One step of the application, its sections holding nodes of the given schema. */
export const pageSchemaOf = <N extends TSchema>(Node: N) =>
  Type.Object(
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
      sections: Type.Array(sectionSchemaOf(Node), {
        minItems: 1,
        description: 'The sections of the page, in order.',
      }),
    },
    { additionalProperties: false, description: 'A page (step) of the application.' },
  );
/** A page, its nodes of type N. */
export type Page<N = BaseNode> = Static<ReturnType<typeof pageSchemaOf<TUnsafe<N>>>>;
