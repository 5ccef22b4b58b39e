import { viewAnchorId, viewPartAnchorIds, type ViewNode } from '@admit/engine';

/** The anchor id of a node: a question's answer key, else the block's own id (see viewAnchorId). */
export const anchorId = (node: ViewNode): string => viewAnchorId(node);

/**
 * The DOM id of a page section. Section ids share the config's snake_case namespace with answer
 * keys and block ids (a section and its add-another group may both be called `parents`), so the
 * section's element takes a prefixed id and the bare name stays the question's anchor.
 */
export const sectionAnchorId = (sectionId: string): string => `section-${sectionId}`;

/** Answer keys inside a block that the summary may link to: check boxes of a group, parts of an address or school. */
export const partAnchorIds = (node: ViewNode): string[] => viewPartAnchorIds(node);
