import type { ValidationProblem, ValidationResult, WebStatus } from '@admit/engine';
import { ApiError } from '../api/api-errors.ts';

/** How a submit attempt ended. */
export type SubmitOutcome =
  | { kind: 'signup' }
  | { kind: 'invalid'; problems: readonly ValidationProblem[] }
  | { kind: 'submitted' };

export interface SubmitDeps {
  isLoggedIn: boolean;
  status(): WebStatus;
  setStatus(status: WebStatus): void;
  postStatus(status: Exclude<WebStatus, 'none'>): Promise<unknown>;
  saveAnswers(): Promise<void>;
  validate(): Promise<ValidationResult>;
  /** POST /api/submit (the server validates again; 422 carries its problems). */
  submit(): Promise<unknown>;
}

const problemsOf = (error: unknown): ValidationProblem[] | undefined => {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const problems = (error.body as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems as ValidationProblem[]) : [];
};

/**
 * The submit flow of spec section 4: a visitor goes to sign-up; otherwise save the answers, turn
 * started into validating (posted), validate, and when nothing is missing submit, post submitted
 * and become submitted. Errors of the calls propagate, except the server's own 422 verdict.
 */
export async function submitApplication(deps: SubmitDeps): Promise<SubmitOutcome> {
  if (!deps.isLoggedIn) return { kind: 'signup' };
  await deps.saveAnswers();
  if (deps.status() === 'started') {
    deps.setStatus('validating');
    await deps.postStatus('validating');
  }
  const result = await deps.validate();
  if (!result.valid) return { kind: 'invalid', problems: result.problems };
  try {
    await deps.submit();
  } catch (error) {
    const problems = problemsOf(error);
    if (problems) return { kind: 'invalid', problems };
    throw error;
  }
  await deps.postStatus('submitted');
  deps.setStatus('submitted');
  return { kind: 'submitted' };
}
