import type { ViewNode } from '@admit/engine';
import { useFormMode, type NodeRendererProps } from '@admit/react';
import { SchoolBlock } from '../widgets/SchoolBlock.tsx';
import { BlockPart } from './BlockPart.tsx';
import { usePartTexts } from './use-part-texts.ts';

type SchoolView = Extract<ViewNode, { parts: unknown }>;

/** A school block: name search and the parts it fills; "name (Ceeb: code)" in print. */
export function SchoolRenderer({ node }: NodeRendererProps<SchoolView>) {
  const print = useFormMode() === 'print';
  const parts = usePartTexts(node.parts);
  if (print) return <SchoolBlock label={node.label} parts={parts} print />;
  return (
    <SchoolBlock label={node.label}>
      {node.parts.map((part) => (
        <BlockPart key={part.key} field={part} />
      ))}
    </SchoolBlock>
  );
}
