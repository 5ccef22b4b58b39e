/*
 * The product's required-message templates, as plain data: the applicant's bundle reads them
 * without the config schema library (required-messages.schema.ts describes them to authors).
 */

/** The kinds of answer a required message can ask for; each node type declares its kind. */
export const REQUIRED_WORDINGS = ['enter', 'select', 'selectSome', 'upload', 'confirm'] as const;
export type RequiredWording = (typeof REQUIRED_WORDINGS)[number];

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
