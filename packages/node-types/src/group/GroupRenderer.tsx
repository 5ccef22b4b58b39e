import { GroupBlock } from '@admit/mui';
import { NodeList, type NodeRendererProps } from '@admit/react';
import type { GroupView } from './group.ts';

/** A titled group of nodes. */
export function GroupRenderer({ node }: NodeRendererProps<GroupView>) {
  return (
    <GroupBlock title={node.title}>
      <NodeList nodes={node.children} />
    </GroupBlock>
  );
}
