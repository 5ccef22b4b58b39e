import { Type, type Static } from '@sinclair/typebox';
import {
  DEFAULT_REQUIRED_MESSAGES,
  LABEL_PLACEHOLDER,
  REQUIRED_WORDINGS,
  type RequiredWording,
} from './required-message-defaults.ts';

/*
 * The message a required question shows when it is left empty and has no `requiredMessage` of
 * its own: a template per kind of answer, so that the message says what to do ("Enter First
 * Name", "Select Country") rather than only repeating the label.
 */

/** The kinds of answer a required message can ask for; each node type declares its kind. */
export const RequiredWordingSchema = Type.Union(
  REQUIRED_WORDINGS.map((kind) => Type.Literal(kind)),
);

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
