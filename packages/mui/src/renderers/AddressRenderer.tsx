import type { ViewNode } from '@admit/engine';
import { useFormMode, type NodeRendererProps } from '@admit/react';
import { AddressBlock } from '../widgets/AddressBlock.tsx';
import { BlockPart } from './BlockPart.tsx';
import { usePartTexts } from './use-part-texts.ts';

type AddressView = Extract<ViewNode, { parts: unknown }>;

/** An address block: its parts as inputs; one line of text in print. */
export function AddressRenderer({ node }: NodeRendererProps<AddressView>) {
  const print = useFormMode() === 'print';
  const parts = usePartTexts(node.parts);
  if (print) return <AddressBlock label={node.label} parts={parts} print />;
  return (
    <AddressBlock label={node.label}>
      {node.parts.map((part) => (
        <BlockPart key={part.key} field={part} />
      ))}
    </AddressBlock>
  );
}
