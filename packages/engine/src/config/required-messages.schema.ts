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

/** What stands for the question's label in a required-message template. */
export const LABEL_PLACEHOLDER = '{label}';

/**
 * The product's templates, by kind of answer: `name` for a label that names the answer ("First
 * Name"), `question` for a label that is a question or a sentence. GOV.UK wording: a verb that
 * says what to do; a question label is kept whole and followed by the instruction.
 */
export const DEFAULT_REQUIRED_MESSAGES: Readonly<
  Record<RequiredWording, { name: string; question: string }>
> = {
  enter: { name: 'Enter {label}', question: '{label} Enter an answer.' },
  select: { name: 'Select {label}', question: '{label} Select an answer.' },
  selectSome: {
    name: 'Select at least one option for {label}',
    question: '{label} Select at least one.',
  },
  upload: { name: 'Upload {label}', question: '{label} Upload a file.' },
  confirm: {
    name: 'Select the box to confirm {label}',
    question: 'Select the box to confirm: {label}',
  },
};

const template = (description: string) =>
  Type.Optional(
    Type.String({
      minLength: 1,
      description: `${description} \`${LABEL_PLACEHOLDER}\` is replaced by the question's label; every template must contain it.`,
    }),
  );

/** The two templates of one kind, described with the product's defaults. */
const wording = (kind: RequiredWording, what: string) =>
  Type.Optional(
    Type.Object(
      {
        name: template(
          `For a label that names the answer ("First Name", "Country"): one without "?" that does not end with "." or "!" (default: "${DEFAULT_REQUIRED_MESSAGES[kind].name}").`,
        ),
        question: template(
          `For a label that is a question or a sentence: it has a "?" or ends with "." or "!" (default: "${DEFAULT_REQUIRED_MESSAGES[kind].question}").`,
        ),
      },
      { additionalProperties: false, description: `${what}.` },
    ),
  );

/**
 * Templates of the message a required question shows when it is left empty, by kind of answer.
 * A question's own `requiredMessage` (or the message of a `required` case) wins over them; any
 * template left out keeps the product's default.
 */
export const RequiredMessagesSchema = Type.Object(
  {
    enter: wording('enter', 'Text, phone, date and lookup questions'),
    select: wording('select', 'Drop-downs and radio buttons'),
    selectSome: wording('selectSome', 'Check-box groups (at least one box ticked)'),
    upload: wording('upload', 'Document uploads'),
    confirm: wording('confirm', 'A single check box that must be ticked'),
  },
  {
    additionalProperties: false,
    description:
      'Messages of required questions left empty that have no `requiredMessage` of their own, as templates by kind of answer (for example `{"select": {"name": "Choose {label}"}}`). A question with an empty label needs its own `requiredMessage`.',
  },
);
export type RequiredMessages = Static<typeof RequiredMessagesSchema>;
