import { TabsWidget, Toast } from '@admit/mui';
import { NodeList, useTab, type NodeRendererProps } from '@admit/react';
import { useState } from 'react';
import type { TabsView } from './tabs.ts';

/** The toast of a failed tab switch (spec section 8). */
export const tabsErrorTitle = (tabId: string): string => `Error handling tabs for ${tabId}`;

/** A tab group; switching goes through useTab (blocked during uploads, clears the leaving tab). */
export function TabsRenderer({ node }: NodeRendererProps<TabsView>) {
  const { chosen, canChoose, choose } = useTab(node.tabId);
  const [failure, setFailure] = useState<string | null>(null);
  const tab = node.tabs.find((t) => t.value === chosen);
  return (
    <>
      <TabsWidget
        label={node.label}
        tabs={node.tabs}
        chosen={chosen}
        canChoose={canChoose}
        onChoose={(value) => {
          const result = choose(value);
          if (!result.blocked) {
            result.saved.catch((reason: unknown) =>
              setFailure(reason instanceof Error ? reason.message : String(reason)),
            );
          }
          return result;
        }}
      >
        {tab && <NodeList nodes={tab.children} />}
      </TabsWidget>
      <Toast
        open={failure !== null}
        severity="error"
        title={tabsErrorTitle(node.tabId)}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
