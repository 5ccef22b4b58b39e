import type { FieldModel } from '@admit/engine';
import { useShown } from '@admit/react';
import { useMemo } from 'react';
import { partView, type FieldViewOf } from './field-view.ts';
import { LookupRenderer } from './LookupRenderer.tsx';
import { SelectRenderer } from './SelectRenderer.tsx';
import { TextRenderer } from './TextRenderer.tsx';

/**
 * One part of an address or school block. Parts are rendered here rather than through NodeView,
 * whose anchor would repeat the part anchors the block already has.
 */
export function BlockPart({ field }: { field: FieldModel }) {
  const shown = useShown(field.guards);
  const node = useMemo(() => partView(field), [field]);
  if (!shown) return null;
  switch (field.kind) {
    case 'lookup':
      return <LookupRenderer node={node as FieldViewOf<'lookup'>} />;
    case 'select':
    case 'dependentSelect':
      return <SelectRenderer node={node as FieldViewOf<'select'>} />;
    default:
      return <TextRenderer node={node as FieldViewOf<'text'>} />;
  }
}
