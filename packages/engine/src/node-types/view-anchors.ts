import type { ViewNode } from '../model/form-model.ts';
import { nodeTypeOf } from './node-types.ts';
import { viewTypeOf } from './view-type.ts';

/**
 * The anchor id of a view node, which links `/<page>#<anchor>` scroll to: a question's answer key,
 * else the block's own id (its node type's `viewAnchor` when it has none).
 */
export function viewAnchorId(view: ViewNode): string {
  const own = nodeTypeOf(viewTypeOf(view)).viewAnchor?.(view);
  if (own !== undefined) return own;
  if ('field' in view) return view.field.key;
  if ('id' in view) return view.id;
  throw new Error(`a ${view.type} view has no anchor: give its node type a viewAnchor`);
}

/** Answer keys inside a view node that links may point to: check boxes of a group, parts of a block. */
export const viewPartAnchorIds = (view: ViewNode): string[] =>
  nodeTypeOf(viewTypeOf(view)).partAnchors?.(view) ?? [];
