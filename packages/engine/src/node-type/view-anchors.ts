import type { ViewNode } from '../model/form-model.ts';

/**
 * The anchor id of a view node, which links `/<page>#<anchor>` scroll to: a question's answer key,
 * else the block's own id (its node type's `viewAnchor` when it has one), as the compiler set it.
 */
export const viewAnchorId = (view: ViewNode): string => view.anchor;

/** Answer keys inside a view node that links may point to: check boxes of a group, parts of a block. */
export const viewPartAnchorIds = (view: ViewNode): string[] => view.partAnchors ?? [];
