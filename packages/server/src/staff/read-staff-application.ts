import { toWire, type ServiceApplication } from '@admit/contract';
import { printApplication } from '@admit/engine';
import { formInLanguage } from '../config/form-in-language.ts';
import { defaultLanguageOf } from '../config/form-version.ts';
import type { AppContext } from '../context.ts';
import { descsIn } from '../config/descs-in.ts';
import { readAnswers } from '../store/answers.ts';
import { isSubmitted, readAddAnother, readTabs } from '../store/application-state.ts';
import { readApplicationConfigs } from '../store/config-versions.ts';
import { readDocumentAnswers } from '../store/documents.ts';

/**
 * One application as staff read it (the service token's view and the staff console's): its
 * answers and the engine's print projection, read through the config it was submitted on. The
 * projection is in `language` (the partner's default when not given); the answers as stored.
 */
export async function readStaffApplication(
  ctx: AppContext,
  userId: string,
  language?: string,
): Promise<ServiceApplication> {
  const [answer, addAnother, document_answer, tabs, configs, submitted] = await Promise.all([
    readAnswers(ctx.db, ctx.codec, userId),
    readAddAnother(ctx.db, userId),
    readDocumentAnswers(ctx.db, userId, { imageOnly: true }),
    readTabs(ctx.db, userId),
    readApplicationConfigs(ctx.db, userId),
    isSubmitted(ctx.db, userId),
  ]);
  // A submitted application reads through the config it was submitted on.
  const form = await ctx.forms.get(configs.submitted);
  const shown = formInLanguage(form, language ?? defaultLanguageOf(form.config));
  const print = printApplication(shown.model, {
    // A select's stored `_desc` is in the default language: another shows its option's own label.
    answers: shown.model === form.model ? answer : descsIn(shown.model, answer),
    addAnother,
    tabs,
    documents: document_answer,
  });
  const retired_answers = Object.fromEntries(
    Object.entries(answer).filter(([key]) => !form.answerTypes.has(key)),
  );
  return {
    answer,
    ...toWire({ addAnother }),
    document_answer,
    tabs,
    config_version: form.hash,
    submitted,
    print,
    retired_answers,
  };
}
