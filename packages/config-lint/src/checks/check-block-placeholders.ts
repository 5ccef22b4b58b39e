import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { pointerToken } from '@admit/engine';
import { nodeTypeOf } from '@admit/node-types';

/**
 * `{n}` is the block number inside an add-another block (and in the block's own label). Anywhere
 * else it is printed as is, "{n}", to the applicant.
 */
export const checkBlockPlaceholders: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  /** Visits the strings of a value; `lists` are the pointers of lists of nodes (sites of their own). */
  const visit = (value: unknown, pointer: string, lists: ReadonlySet<string> = new Set()) => {
    if (typeof value === 'string') {
      if (value.includes('{n}'))
        problems.push({
          severity: 'error',
          pointer,
          message: '"{n}" (the block number) is used outside any add-another block',
          rule: 'block-placeholder',
        });
    } else if (Array.isArray(value))
      value.forEach((item, i) => visit(item, `${pointer}/${i}`, lists));
    else if (typeof value === 'object' && value !== null)
      for (const [member, item] of Object.entries(value)) {
        const at = `${pointer}/${pointerToken(member)}`;
        if (!lists.has(at)) visit(item, at, lists);
      }
  };
  const { sections, nodes } = collectNodeSites(config);
  for (const { section, pointer } of sections) {
    visit(section.title, `${pointer}/title`);
    if (section.description !== undefined) visit(section.description, `${pointer}/description`);
  }
  for (const { node, pointer, inBlock } of nodes) {
    if (inBlock) continue;
    const type = nodeTypeOf(node.type);
    const texts = type.unnumberedTexts?.(node);
    if (texts) {
      for (const { at, text } of texts) visit(text, `${pointer}${at}`);
      continue;
    }
    const lists = new Set((type.children?.(node) ?? []).map((list) => `${pointer}${list.at}`));
    visit(node, pointer, lists);
  }
  return problems;
};
