import type { ViewNode } from '@admit/engine';
import { NodeList, type NodeRendererProps } from '@admit/react';
import { GroupBlock } from '../widgets/GroupBlock.tsx';

type GroupView = Extract<ViewNode, { type: 'group' }>;

/** A titled group of nodes. */
export function GroupRenderer({ node }: NodeRendererProps<GroupView>) {
  return (
    <GroupBlock title={node.title}>
      <NodeList nodes={node.children} />
    </GroupBlock>
  );
}
