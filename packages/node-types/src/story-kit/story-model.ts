import {
  compileFormModel,
  type ChildNode,
  type FormModel,
  type PartnerConfig,
} from '@admit/engine';
import { installedNodeTypes } from './installed-node-types.ts';
import { STORY_OPTION_LISTS } from './story-option-lists.ts';

/** The page id of a form built from a story's own questions. */
export const STORY_PAGE_ID = 'story';

const cache = new WeakMap<readonly ChildNode[], FormModel>();

/**
 * A one-page form model (page "story", one section) holding the given nodes, compiled with the
 * installed node types and the stories' option lists. Compiled once per list of nodes, so
 * re-rendering a story keeps the same model.
 */
export function storyModel(nodes: readonly ChildNode[], sectionTitle = 'Questions'): FormModel {
  const cached = cache.get(nodes);
  if (cached) return cached;
  const config = {
    partner: {} as PartnerConfig['partner'],
    dataModel: {},
    optionLists: STORY_OPTION_LISTS,
    pages: [
      {
        id: STORY_PAGE_ID,
        title: 'Story',
        step: 1,
        sections: [{ id: 'questions', title: sectionTitle, children: [...nodes] }],
      },
    ],
  } satisfies PartnerConfig;
  const model = compileFormModel(config, installedNodeTypes().nodeTypes);
  cache.set(nodes, model);
  return model;
}
