import { Type, type Static } from '@sinclair/typebox';

/*
 * The message a required question shows when it is left empty and has no `requiredMessage` of
 * its own: a template per kind of answer, so that the message says what to do ("Enter First
 * Name", "Select Country") rather than only repeating the label.
 */

/** The kinds of answer a required message can ask for; each node type declares its kind. */
export const RequiredWordingSchema = Type.Union([
  Type.Literal('enter'),
  Type.Literal('select'),
  Type.Literal('selectSome'),
  Type.Literal('upload'),
  Type.Literal('confirm'),
]);
export type RequiredWording = Static<typeof RequiredWordingSchema>;

const template = (description: string) =>
  Type.Optional(
    Type.String({
      minLength: 1,
      description: `${description} \`{label}\` is replaced by the question's label; every template must contain it.`,
    }),
  );

/** The two templates of one kind: for a label that names the answer, and for a question. */
const wording = (description: string) =>
  Type.Optional(
    Type.Object(
      {
        name: template(
          'For a label that names the answer ("First Name", "Country"): the label ends without "?", "." or "!".',
        ),
        question: template(
          'For a label that is a question or a sentence: it contains "?" or ends with "." or "!".',
        ),
      },
      { additionalProperties: false, description },
    ),
  );

/**
 * Templates of the message a required question shows when it is left empty, by kind of answer.
 * A question's own `requiredMessage` (or the message of a `required` case) wins over them; any
 * template left out keeps the product's default.
 */
export const RequiredMessagesSchema = Type.Object(
  {
    enter: wording(
      'Text, phone, date and lookup questions. Default: "Enter {label}"; for a question, "{label} Enter an answer."',
    ),
    select: wording(
      'Drop-downs and radio buttons. Default: "Select {label}"; for a question, "{label} Select an answer."',
    ),
    selectSome: wording(
      'Check-box groups (at least one box ticked). Default: "Select at least one option for {label}"; for a question, "{label} Select at least one."',
    ),
    upload: wording(
      'Document uploads. Default: "Upload {label}"; for a question, "{label} Upload a file."',
    ),
    confirm: wording(
      'A single check box that must be ticked. Default: "Select the box to confirm {label}"; for a statement or question, "Select the box to confirm: {label}".',
    ),
  },
  {
    additionalProperties: false,
    description:
      'Messages of required questions left empty that have no `requiredMessage` of their own, as templates by kind of answer (for example `{"select": {"name": "Choose {label}"}}`). A question with an empty label needs its own `requiredMessage`.',
  },
);
export type RequiredMessages = Static<typeof RequiredMessagesSchema>;
