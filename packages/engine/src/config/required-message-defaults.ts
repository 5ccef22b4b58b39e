import { ENGLISH_ENGINE_TEXTS, type EngineTextId } from '../texts/engine-texts.ts';

/*
 * The product's required-message templates, as plain data: the applicant's bundle reads them
 * without the config schema library (required-messages.schema.ts describes them to authors).
 * Their words are product texts (`requiredMessage.<kind>.<form>`), in every product language.
 */

/** The kinds of answer a required message can ask for; each node type declares its kind. */
export const REQUIRED_WORDINGS = ['enter', 'select', 'selectSome', 'upload', 'confirm'] as const;
export type RequiredWording = (typeof REQUIRED_WORDINGS)[number];

/** What stands for the question's label in a required-message template. */
export const LABEL_PLACEHOLDER = '{label}';

/**
 * The ids of the product's templates, by kind of answer: `name` for a label that names the answer
 * ("First Name"), `question` for a label that is a question or a sentence. GOV.UK wording: a verb
 * that says what to do; a question label is kept whole and followed by the instruction.
 */
export const DEFAULT_REQUIRED_MESSAGE_IDS: Readonly<
  Record<RequiredWording, { name: EngineTextId; question: EngineTextId }>
> = {
  enter: { name: 'requiredMessage.enter.name', question: 'requiredMessage.enter.question' },
  select: { name: 'requiredMessage.select.name', question: 'requiredMessage.select.question' },
  selectSome: {
    name: 'requiredMessage.selectSome.name',
    question: 'requiredMessage.selectSome.question',
  },
  upload: { name: 'requiredMessage.upload.name', question: 'requiredMessage.upload.question' },
  confirm: { name: 'requiredMessage.confirm.name', question: 'requiredMessage.confirm.question' },
};

const englishTemplate = (id: EngineTextId) => ENGLISH_ENGINE_TEXTS.text(id);

/** The product's templates in English (`{label}` left in place), by kind of answer. */
export const DEFAULT_REQUIRED_MESSAGES: Readonly<
  Record<RequiredWording, { name: string; question: string }>
> = Object.fromEntries(
  REQUIRED_WORDINGS.map((kind) => {
    const ids = DEFAULT_REQUIRED_MESSAGE_IDS[kind];
    return [kind, { name: englishTemplate(ids.name), question: englishTemplate(ids.question) }];
  }),
) as Record<RequiredWording, { name: string; question: string }>;
