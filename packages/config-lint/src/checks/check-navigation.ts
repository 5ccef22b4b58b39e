import { type Page, pageRoute } from '@admit/engine';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';

const routeOf = (page: Page) => pageRoute(page.id);

/**
 * The page graph the Save and Continue (`next`), Previous (`previous`) and Save (`save`) buttons
 * make: page ids and step numbers are unique, every route they name is a page's, every page can be
 * reached from the first one (the default route) by Save and Continue and Previous, one of those
 * pages has the Submit button, and following Save and Continue never goes round in a loop.
 */
export const checkNavigation: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const error = (pointer: string, message: string) =>
    problems.push({ severity: 'error', pointer, message, rule: 'navigation' });
  const { pages } = config;
  const byRoute = new Map<string, number>();
  const bySteps = new Map<number, number>();
  pages.forEach((page, i) => {
    const sameId = byRoute.get(routeOf(page));
    if (sameId === undefined) byRoute.set(routeOf(page), i);
    else
      error(
        `/pages/${i}/id`,
        `page id "${page.id}" is also the id of another page (step ${pages[sameId]!.step})`,
      );
    const sameStep = bySteps.get(page.step);
    if (sameStep === undefined) bySteps.set(page.step, i);
    else
      error(
        `/pages/${i}/step`,
        `step ${page.step} is also the step of page "${pages[sameStep]!.id}"`,
      );
  });
  const routes = [...byRoute.keys()].map((r) => JSON.stringify(r)).join(', ');
  const targetOf = (i: number, member: 'next' | 'previous'): number | undefined => {
    const route = pages[i]![member];
    return route === undefined ? undefined : byRoute.get(route);
  };
  pages.forEach((page, i) => {
    for (const member of ['next', 'previous', 'save'] as const) {
      const route = page[member];
      if (route !== undefined && !byRoute.has(route))
        error(`/pages/${i}/${member}`, `route "${route}" is not a page (pages: ${routes})`);
    }
  });

  const reached = new Set<number>([0]);
  for (const queue = [0]; queue.length;) {
    const i = queue.shift()!;
    for (const member of ['next', 'previous'] as const) {
      const to = targetOf(i, member);
      if (to !== undefined && !reached.has(to)) {
        reached.add(to);
        queue.push(to);
      }
    }
  }
  const first = routeOf(pages[0]!);
  pages.forEach((page, i) => {
    if (!reached.has(i) && byRoute.get(routeOf(page)) === i)
      error(
        `/pages/${i}`,
        `page "${page.id}" cannot be reached from the first page "${first}" by Save and Continue or Previous`,
      );
  });
  if (![...reached].some((i) => pages[i]!.submit))
    error(
      '/pages/0',
      `no page reachable from the first page "${first}" has the Submit button ("submit": true)`,
    );

  const looped = new Set<number>();
  pages.forEach((_, start) => {
    const path: number[] = [];
    for (let i: number | undefined = start; i !== undefined; i = targetOf(i, 'next')) {
      const seen = path.indexOf(i);
      if (seen >= 0) {
        const loop = path.slice(seen);
        if (loop.some((p) => looped.has(p))) return;
        loop.forEach((p) => looped.add(p));
        const last = path[path.length - 1]!;
        error(
          `/pages/${last}/next`,
          `Save and Continue goes round in a loop: ${[...loop, i].map((p) => routeOf(pages[p]!)).join(' → ')}`,
        );
        return;
      }
      path.push(i);
    }
  });
  return problems;
};
