import { toWire, type ServiceApplication } from '@admit/contract';
import { printApplication } from '@admit/engine';
import type { AppContext } from '../context.ts';
import { readAnswers } from '../store/answers.ts';
import { isSubmitted, readAddAnother, readTabs } from '../store/application-state.ts';
import { readApplicationConfigs } from '../store/config-versions.ts';
import { readDocumentAnswers } from '../store/documents.ts';

/**
 * One application as staff read it (the service token's view and the staff console's): its
 * answers and the engine's print projection, read through the config it was submitted on.
 */
export async function readStaffApplication(
  ctx: AppContext,
  userId: string,
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
  const print = printApplication(form.model, {
    answers: answer,
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
