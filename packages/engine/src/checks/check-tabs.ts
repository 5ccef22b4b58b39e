import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';
import { collectNodeSites } from './collect-node-sites.ts';
import { listValues } from './option-values.ts';

/**
 * Tabs: each tab's value is saved as the chosen tab, so values are distinct; the default tab
 * (the only one visitors see) is one of them.
 */
export const checkTabs: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  for (const { node, pointer } of collectNodeSites(config).nodes) {
    if (node.type !== 'tabs') continue;
    const values = node.tabs.map((t) => t.value);
    node.tabs.forEach((tab, i) => {
      const first = values.indexOf(tab.value);
      if (first !== i)
        problems.push({
          severity: 'error',
          pointer: `${pointer}/tabs/${i}/value`,
          message: `tab value "${tab.value}" is also the value of tab ${first} of "${node.tabId}"`,
          rule: 'tabs',
        });
    });
    if (!values.includes(node.defaultTab))
      problems.push({
        severity: 'error',
        pointer: `${pointer}/defaultTab`,
        message: `default tab "${node.defaultTab}" is not a tab of "${node.tabId}" (tabs: ${listValues(values)})`,
        rule: 'tabs',
      });
  }
  return problems;
};
