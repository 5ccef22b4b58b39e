import { tooLongMessage } from '@admit/engine';
import { formInLanguage } from '../config/form-in-language.ts';
import type { AppContext } from '../context.ts';
import { descsIn } from '../config/descs-in.ts';
import { badRequest } from '../http/http-error.ts';
import type { AnswerMap } from '../store/answers.ts';

/** What a client is told when it writes a file question's answer. */
export const SERVER_OWNED =
  "A file question's answer is set by uploading its document, not by saving answers.";

/** What a write of answers stores, and the keys it names of questions the form no longer has. */
export interface CheckedAnswers {
  accepted: AnswerMap;
  /** Keys of questions an earlier config version had (a tab open across a config change). */
  retired: string[];
}

/** checkAnswers without the retired keys (skipped: their questions are gone). */
export const checkAnswers = (
  ctx: AppContext,
  answers: Record<string, unknown>,
  language?: string,
): AnswerMap => checkAnswerWrite(ctx, answers, language).accepted;

/**
 * Checks one write of answers the way submit would judge each value on its own: every key must be
 * in the data model (`<key>_desc` of selects and radios included) with its type; text no longer
 * than its field allows (45 by default, 1500 for text areas, the field's own `maxLength`), refused
 * with the field's message; other text no longer than the partner's `characterLimit`. A file
 * question's answer is the server's: a value for one is refused ("" is dropped: a document goes
 * by DELETE). A key only an earlier config version had is not stored and not refused: it is
 * reported as retired, so a tab open across a config change still saves its live answers. Throws one
 * 400 naming every problem (the fields' messages in `language`, the applicant's), so a write stores
 * all of its answers or none; returns the answers to store, each `<key>_desc` in the partner's
 * default language whatever language the applicant chose it in (staff and exports read one).
 */
export function checkAnswerWrite(
  ctx: AppContext,
  answers: Record<string, unknown>,
  language?: string,
): CheckedAnswers {
  const form = language ? formInLanguage(ctx.partner, language) : ctx.partner;
  const limit = ctx.partner.config.partner.characterLimit;
  const unknown: string[] = [];
  const wrongType: string[] = [];
  const serverOwned: string[] = [];
  const tooLong: string[] = [];
  const errors: Record<string, string> = {};
  const accepted: AnswerMap = {};
  const retired: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    const type = ctx.partner.answerTypes.get(key);
    if (!type) {
      if (ctx.forms.retired.has(key)) retired.push(key);
      else unknown.push(key);
      continue;
    }
    if (value !== '' && typeof value !== type) {
      wrongType.push(`${key} (expected ${type})`);
      continue;
    }
    if (ctx.codec.isFileKey(key)) {
      if (value !== '') {
        serverOwned.push(key);
        errors[key] = SERVER_OWNED;
      }
      continue;
    }
    // The engine's rule and message, as its validator applies them (characters counted alike).
    const lengthProblem =
      typeof value === 'string' && value !== ''
        ? tooLongMessage(form.model.fieldsByKey.get(key), limit, value, form.model.texts)
        : undefined;
    if (lengthProblem !== undefined) {
      tooLong.push(key);
      errors[key] = lengthProblem;
      continue;
    }
    accepted[key] = value as AnswerMap[string];
  }
  const parts: string[] = [...new Set(Object.values(errors))];
  if (unknown.length) parts.push(`Unknown answer keys: ${unknown.join(', ')}.`);
  if (wrongType.length) parts.push(`Wrong answer types: ${wrongType.join(', ')}.`);
  if (parts.length)
    throw badRequest(parts.join(' '), { errors, unknown, wrongType, tooLong, serverOwned });
  const inDefault =
    form.model === ctx.partner.model ? accepted : descsIn(ctx.partner.model, accepted, form.model);
  return { accepted: inDefault, retired };
}
