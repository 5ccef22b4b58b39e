import { AddressBlock } from '@admit/mui';
import type { NodeRendererProps } from '@admit/react';
import { BlockPart } from '../blocks/BlockPart.tsx';
import type { BlockView } from '../blocks/compile-block.ts';

/** An address block: its parts as inputs. */
export function AddressRenderer({ node }: NodeRendererProps<BlockView>) {
  return (
    <AddressBlock label={node.label}>
      {node.parts.map((part) => (
        <BlockPart key={part.key} field={part} />
      ))}
    </AddressBlock>
  );
}
