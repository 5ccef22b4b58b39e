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
      const node = field?.node as { inputType?: string; category?: string } | undefined;
      const why = !field
        ? 'is not a question of any page'
        : field.kind !== 'text'
          ? `is a ${field.kind} question`
          : node?.category
            ? `is a text question of category ${node.category}`
            : node?.inputType && node.inputType !== 'text'
              ? `is a ${node.inputType} question`
              : undefined;
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
