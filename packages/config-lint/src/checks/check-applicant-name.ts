import { fieldTypeOf } from '@admit/node-types';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';

/**
 * The answers `partner.applicantName` declares must be one-line text questions that a page asks:
 * a date, a password, an SSN-style value or a choice is no name.
 */
export const checkApplicantName: ConfigCheck = (config, model) => {
  const problems: ConfigProblem[] = [];
  const naming = config.partner.applicantName;
  for (const list of ['display', 'full'] as const) {
    naming?.[list].forEach((key, index) => {
      const pointer = `/partner/applicantName/${list}/${index}`;
      const field = model.fieldsByKey.get(key);
      // A question's node type says whether its answer can be a name (`nameProblem`).
      const nameProblem = field && fieldTypeOf(field.kind).nameProblem;
      const why = !field
        ? 'is not a question of any page'
        : !nameProblem
          ? `is a ${field.kind} question`
          : nameProblem(field.node);
      if (why)
        problems.push({
          severity: 'error',
          pointer,
          message: `name answer "${key}" ${why}; a name must be a one-line text question`,
          rule: 'applicant-name',
        });
    });
  }
  return problems;
};
