import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';

/** The theme's breakpoints in order: above 0, mobile below tablet (the layout switches at each). */
export const checkBreakpoints: ConfigCheck = (config) => {
  const { mobile, tablet } = config.partner.theme.breakpoints;
  const problems: ConfigProblem[] = [];
  const error = (member: string, message: string) =>
    problems.push({
      severity: 'error',
      pointer: `/partner/theme/breakpoints/${member}`,
      message,
      rule: 'breakpoints',
    });
  if (mobile < 1) error('mobile', `breakpoint mobile (${mobile}) must be above 0 px`);
  if (tablet < 1) error('tablet', `breakpoint tablet (${tablet}) must be above 0 px`);
  if (mobile >= tablet)
    error('mobile', `breakpoint mobile (${mobile}) must be below tablet (${tablet})`);
  return problems;
};
