import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { RESERVED_PAGE_IDS } from '@admit/engine';

/**
 * Routes come from the partner's pages: a page id must not take a route the product owns
 * (/login, /completion, /api...). Whether `next`, `previous` and `save` name a page is the
 * navigation check's.
 */
export const checkPageRoutes: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  config.pages.forEach((page, index) => {
    if (RESERVED_PAGE_IDS.has(page.id))
      problems.push({
        severity: 'error',
        pointer: `/pages/${index}/id`,
        message: `page id "${page.id}" would take the product's own route /${page.id}: choose another id`,
        rule: 'page-route',
      });
  });
  return problems;
};
