import { COMMON_TEXT_MEMBERS } from '../config/partner-text-ids.ts';
import type { NodeTypeRegistry } from './node-type.ts';

/**
 * The member names whose string is a text the applicant reads in pages and option lists: the
 * common ones and every node type's own (`textMembers`). What partnerTexts finds texts by.
 */
export const textMembersOf = (nodeTypes: NodeTypeRegistry): ReadonlySet<string> =>
  new Set([
    ...COMMON_TEXT_MEMBERS,
    ...Object.values(nodeTypes).flatMap((definition) => definition.textMembers ?? []),
  ]);
