import type { ViewNode } from '@admit/engine';
import type { NodeRendererProps } from '@admit/react';
import { AddressBlock } from '../widgets/AddressBlock.tsx';
import { BlockPart } from './BlockPart.tsx';

type AddressView = Extract<ViewNode, { parts: unknown }>;

/** An address block: its parts as inputs. */
export function AddressRenderer({ node }: NodeRendererProps<AddressView>) {
  return (
    <AddressBlock label={node.label}>
      {node.parts.map((part) => (
        <BlockPart key={part.key} field={part} />
      ))}
    </AddressBlock>
  );
}
