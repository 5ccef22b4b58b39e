import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { pointerToken } from '../config/json-pointer.ts';

/** Members of a node that hold other nodes: they are sites of their own. */
const NESTED = new Set(['children', 'before', 'after', 'contentByValue']);

/**
 * `{n}` is the block number inside an add-another block (and in the block's own label). Anywhere
 * else it is printed as is, "{n}", to the applicant.
 */
export const checkBlockPlaceholders: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      if (value.includes('{n}'))
        problems.push({
          severity: 'error',
          pointer,
          message: '"{n}" (the block number) is used outside any add-another block',
          rule: 'block-placeholder',
        });
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    else if (typeof value === 'object' && value !== null)
      for (const [member, item] of Object.entries(value))
        if (!NESTED.has(member)) visit(item, `${pointer}/${pointerToken(member)}`);
  };
  const { sections, nodes } = collectNodeSites(config);
  for (const { section, pointer } of sections) {
    visit(section.title, `${pointer}/title`);
    if (section.description !== undefined) visit(section.description, `${pointer}/description`);
  }
  for (const { node, pointer, inBlock } of nodes) {
    if (inBlock) continue;
    if (node.type === 'addAnother') {
      if (node.buttonText !== undefined) visit(node.buttonText, `${pointer}/buttonText`);
      continue;
    }
    if (node.type === 'tabs') {
      if (node.label !== undefined) visit(node.label, `${pointer}/label`);
      node.tabs.forEach((tab, i) => visit(tab.label, `${pointer}/tabs/${i}/label`));
      continue;
    }
    visit(node, pointer);
  }
  return problems;
};
