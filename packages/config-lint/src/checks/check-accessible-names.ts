import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { labelForComparison, repeatedLabels } from './same-label.ts';
import { nodeTypeOf } from '@admit/node-types';

/**
 * Questions, headings and their parts without a name: a label or title left empty (a screen
 * reader announces an unnamed control, a sighted person sees nothing above it), and check boxes or
 * tabs of one node whose labels repeat, which no one can tell apart.
 */
export const checkAccessibleNames: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const error = (pointer: string, message: string, rule: string) =>
    problems.push({ severity: 'error', pointer, message, rule });
  const blank = (text: unknown) => typeof text === 'string' && labelForComparison(text) === '';

  for (const { node, pointer } of collectNodeSites(config).nodes) {
    const named = node as Record<string, unknown>;
    for (const member of ['label', 'title'])
      if (blank(named[member]))
        error(
          `${pointer}/${member}`,
          `this ${node.type} has an empty ${member}: screen readers would announce it without a name; write the text people should read above it`,
          'empty-label',
        );
    // The labelled parts it shows (check boxes of a group, tabs of a tab set).
    for (const { member: list, labels } of nodeTypeOf(node.type).labelledLists?.(node) ?? []) {
      labels.forEach((label, i) => {
        if (blank(label))
          error(
            `${pointer}/${list}/${i}/label`,
            `this ${node.type}'s ${list} entry ${i} has an empty label: write the text people should read beside it`,
            'empty-label',
          );
      });
      for (const { index, first } of repeatedLabels(labels))
        error(
          `${pointer}/${list}/${index}/label`,
          `label "${labels[index]}" repeats the label of entry ${first} of this ${node.type}: people cannot tell them apart; make each label say what sets it apart`,
          'repeated-label',
        );
    }
  }
  return problems;
};
