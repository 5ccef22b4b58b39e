import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { RESERVED_PAGE_IDS } from '../model/product-routes.ts';

/**
 * Routes come from the partner's pages, so they are checked here rather than assumed anywhere:
 * a page id must not take a route the product owns (/login, /completion, /api...), and a page's
 * `next` and `previous` must each be the route of one of the pages.
 */
export const checkPageRoutes: ConfigCheck = (config, model) => {
  const problems: ConfigProblem[] = [];
  const routes = model.pages.map((page) => page.path);
  config.pages.forEach((page, index) => {
    if (RESERVED_PAGE_IDS.has(page.id))
      problems.push({
        severity: 'error',
        pointer: `/pages/${index}/id`,
        message: `page id "${page.id}" would take the product's own route /${page.id}: choose another id`,
        rule: 'page-route',
      });
    for (const member of ['next', 'previous'] as const) {
      const route = page[member];
      if (route === undefined || routes.includes(route)) continue;
      problems.push({
        severity: 'error',
        pointer: `/pages/${index}/${member}`,
        message: `${member} "${route}" is not the route of any page (${routes.join(', ')})`,
        rule: 'page-route',
      });
    }
  });
  return problems;
};
