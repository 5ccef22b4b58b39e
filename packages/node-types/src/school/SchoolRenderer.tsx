import { SchoolBlock } from '@admit/mui';
import type { NodeRendererProps } from '@admit/react';
import { BlockPart } from '../blocks/BlockPart.tsx';
import type { BlockView } from '../blocks/compile-block.ts';

/** A school block: name search and the parts it fills. */
export function SchoolRenderer({ node }: NodeRendererProps<BlockView>) {
  return (
    <SchoolBlock label={node.label}>
      {node.parts.map((part) => (
        <BlockPart key={part.key} field={part} />
      ))}
    </SchoolBlock>
  );
}
