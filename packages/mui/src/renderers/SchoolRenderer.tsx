import type { ViewNode } from '@admit/engine';
import type { NodeRendererProps } from '@admit/react';
import { SchoolBlock } from '../widgets/SchoolBlock.tsx';
import { BlockPart } from './BlockPart.tsx';

type SchoolView = Extract<ViewNode, { parts: unknown }>;

/** A school block: name search and the parts it fills. */
export function SchoolRenderer({ node }: NodeRendererProps<SchoolView>) {
  return (
    <SchoolBlock label={node.label}>
      {node.parts.map((part) => (
        <BlockPart key={part.key} field={part} />
      ))}
    </SchoolBlock>
  );
}
