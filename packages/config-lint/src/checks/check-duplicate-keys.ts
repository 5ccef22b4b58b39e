import type { ConfigCheck } from './config-check.ts';
import { keyCollisions } from './key-collisions.ts';
import { splitPagePointer } from '@admit/engine';

/**
 * A key written for more than one question, on two pages or twice on one page (collisions that
 * only appear after prefix expansion are checkPrefixes'). Reported at the second definition.
 */
export const checkDuplicateKeys: ConfigCheck = (config, model) =>
  keyCollisions(model)
    .filter((c) => !c.expanded)
    .map(({ key, first, second }) => {
      const at = (pointer: string) => splitPagePointer(pointer)?.inPage ?? pointer;
      const message =
        first.pageId === second.pageId
          ? `key "${key}" is defined twice on page "${first.pageId}": at ${at(first.pointer)} and at ${at(second.pointer)}`
          : `key "${key}" is on more than one page: "${first.pageId}" at ${at(first.pointer)} and "${second.pageId}" at ${at(second.pointer)}`;
      return { severity: 'error', pointer: second.pointer, message, rule: 'duplicate-key' };
    });
