/** One failed rule: which question (answer key, or a checkbox group's id), on which page, and what the applicant reads. */
export interface ValidationProblem {
  key: string;
  pageId: string;
  message: string;
}

/** The outcome of validating answers. */
export interface ValidationResult {
  valid: boolean;
  /** Every failure, in page order. */
  problems: ValidationProblem[];
  /** Distinct messages in order of first appearance. */
  messages: string[];
  /** The first message per key, for per-field error display. */
  byKey: Record<string, string>;
}

/** Builds a result from problems in order: distinct messages, first message per key. */
export function toValidationResult(problems: ValidationProblem[]): ValidationResult {
  const messages: string[] = [];
  const byKey: Record<string, string> = {};
  for (const problem of problems) {
    if (!messages.includes(problem.message)) messages.push(problem.message);
    byKey[problem.key] ??= problem.message;
  }
  return { valid: problems.length === 0, problems, messages, byKey };
}
