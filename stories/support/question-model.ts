import { type FormModel } from '@admit/engine';
import { compileFormModel, type Node } from '@admit/node-types';
import { bundledConfig } from './bundled-partner.ts';

/** The page id of a form built from a story's own questions. */
export const STORY_PAGE_ID = 'story';

const cache = new WeakMap<readonly Node[], FormModel>();

/**
 * A one-page form model (page "story", one section) holding the given questions, with the bundled
 * partner's option lists, so a story can name lists such as `countries` or `yes_no`. Compiled once
 * per list of nodes, so re-rendering a story keeps the same model.
 */
export function questionModel(nodes: readonly Node[], sectionTitle = 'Questions'): FormModel {
  const cached = cache.get(nodes);
  if (cached) return cached;
  const model = compileFormModel({
    ...bundledConfig,
    pages: [
      {
        id: STORY_PAGE_ID,
        title: 'Story',
        step: 1,
        sections: [{ id: 'questions', title: sectionTitle, children: [...nodes] }],
      },
    ],
  });
  cache.set(nodes, model);
  return model;
}
