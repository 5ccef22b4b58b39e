import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { splitPagePointer } from '@admit/engine';
import { nodeTypeOf } from '@admit/node-types';
import { whereIs } from './where-is.ts';

/**
 * Ids: add-another button ids and tab ids are saved beside the answers, so they must differ from
 * each other and from every answer key (error); anchor ids (sections, groups, markdown, checkbox
 * groups, address and school blocks) should be unique on their page (warning).
 */
export const checkIds: ConfigCheck = (config, model) => {
  const problems: ConfigProblem[] = [];
  const answerKeys = new Set([
    ...model.fieldsByKey.keys(),
    ...model.fields.flatMap((f) => (f.descKey ? [f.descKey] : [])),
  ]);
  const saved = new Map<string, { what: string; pointer: string }>();
  const anchors = new Map<string, string>();
  const anchor = (pageIndex: number, id: string, pointer: string) => {
    const first = anchors.get(`${pageIndex} ${id}`);
    if (first === undefined) anchors.set(`${pageIndex} ${id}`, pointer);
    else {
      const page = config.pages[pageIndex]?.id ?? '';
      const at = splitPagePointer(first)?.inPage ?? first;
      problems.push({
        severity: 'warning',
        pointer: `${pointer}/id`,
        message: `id "${id}" is used twice on page "${page}" (also at ${at})`,
        rule: 'duplicate-anchor-id',
      });
    }
  };
  const sites = collectNodeSites(config);
  for (const { section, pointer, pageIndex } of sites.sections)
    anchor(pageIndex, section.id, pointer);
  for (const { node, pointer, pageIndex } of sites.nodes) {
    const type = nodeTypeOf(node.type);
    const anchorId = type.anchorId?.(node);
    if (anchorId !== undefined) anchor(pageIndex, anchorId, pointer);
    const savedId = type.savedId?.(node);
    if (!savedId) continue;
    const { id, what } = savedId;
    const at = `${pointer}${savedId.at}`;
    const first = saved.get(id);
    if (first) {
      problems.push({
        severity: 'error',
        pointer: at,
        message: `${what} id "${id}" is also the id of the ${first.what} at ${whereIs(config, first.pointer)}`,
        rule: 'duplicate-id',
      });
    } else saved.set(id, { what, pointer });
    if (answerKeys.has(id))
      problems.push({
        severity: 'error',
        pointer: at,
        message: `${what} id "${id}" is also an answer key`,
        rule: 'duplicate-id',
      });
  }
  return problems;
};
