import type { FieldModel } from '@admit/engine';
import { useFormContext, useShown } from '@admit/react';
import { useMemo } from 'react';
import { partView } from '../field/field-view.ts';

/**
 * One part of an address or school block, drawn by the renderer the registry picks for its
 * question (a text, a drop-down, a lookup). Parts are rendered here rather than through NodeView,
 * whose anchor would repeat the part anchors the block already has.
 */
export function BlockPart({ field }: { field: FieldModel }) {
  const { model, mode, registry } = useFormContext();
  const shown = useShown(field.guards);
  const node = useMemo(() => partView(field), [field]);
  if (!shown) return null;
  const { renderer: Renderer } = registry.resolve(node, { mode, model });
  return <Renderer node={node} />;
}
