import { withoutServerOwned, type Answers } from '@admit/engine';
import { formModel } from '../partner/partner.ts';
import { applicationApi } from '../api/application-api.ts';
import { hasAnswers } from '../navigation/nav-state.ts';

/**
 * Keeps a visitor's answers on the server for the sign-up or login being sent, returning the token
 * that hands them over to the account; none when there is nothing to keep.
 */
export async function visitorToken(answers: Answers | undefined): Promise<string | undefined> {
  if (!answers || !hasAnswers(answers)) return undefined;
  return (await applicationApi.saveVisitorAnswers(withoutServerOwned(formModel, answers))).token;
}
