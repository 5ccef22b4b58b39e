import type { ConfigCheck } from './config-check.ts';

/** A page's Save button target (`save`) must be the route of one of the pages. */
export const checkSaveTargets: ConfigCheck = (config, model) => {
  const paths = new Set(model.pages.map((page) => page.path));
  return config.pages.flatMap((page, i) =>
    page.save === undefined || paths.has(page.save)
      ? []
      : [
          {
            severity: 'error' as const,
            pointer: `/pages/${i}/save`,
            message: `the Save button's target "${page.save}" names no page (pages: ${[...paths].join(', ')})`,
            rule: 'save-target',
          },
        ],
  );
};
