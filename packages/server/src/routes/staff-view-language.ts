import { APPLICANT_LANGUAGE } from '@admit/contract';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/http-error.ts';
import { declaredLanguage } from '../languages/declared-language.ts';
import { offeredLanguages } from '../languages/offered-languages.ts';
import { readLanguage } from '../store/users.ts';

/**
 * The language staff asked to read an application in (`?language=`): none for the partner's
 * default, `applicant` for the one kept with the applicant's account (none: the default), or a
 * language the partner offers. Anything else is a 400 that says what is accepted (checked before anything is read).
 */
export async function staffViewLanguage(
  ctx: AppContext,
  userId: string,
  wanted: string | undefined,
): Promise<string | undefined> {
  if (wanted === undefined) return undefined;
  // The account's language as kept (the partner's spelling); one since dropped reads as the default.
  if (wanted === APPLICANT_LANGUAGE) return (await readLanguage(ctx.db, userId)) ?? undefined;
  const offered = offeredLanguages(ctx);
  const language = declaredLanguage(offered, wanted);
  if (!language)
    throw badRequest(
      `The language must be "${APPLICANT_LANGUAGE}" or one the application is offered in: ${offered.join(', ')}.`,
    );
  return language;
}
