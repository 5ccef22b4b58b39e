import { TabsWidget, Toast } from '@admit/mui';
import { NodeList, productText, useTab, useText, type NodeRendererProps } from '@admit/react';
import { useState } from 'react';
import type { TabsView } from './tabs.ts';

/** The toast of a failed tab switch (spec section 8), in the current language. */
export const tabsErrorTitle = (tabId: string): string => productText('tabs.errorTitle', { tabId });

/** A tab group; switching goes through useTab (blocked during uploads, clears the leaving tab). */
export function TabsRenderer({ node }: NodeRendererProps<TabsView>) {
  const { chosen, canChoose, choose } = useTab(node.tabId);
  const [failure, setFailure] = useState<string | null>(null);
  const tab = node.tabs.find((t) => t.value === chosen);
  const texts = useText();
  return (
    <>
      <TabsWidget
        label={node.label}
        tabs={node.tabs}
        chosen={chosen}
        canChoose={canChoose}
        onChoose={(value) => {
          const result = choose(value);
          // Blocked by an upload: the widget shows the catalogue's dialog in the applicant's
          // language, not the engine's English one.
          if (result.blocked) return { blocked: true };
          result.saved.catch((reason: unknown) =>
            setFailure(reason instanceof Error ? reason.message : String(reason)),
          );
          return result;
        }}
      >
        {tab && <NodeList nodes={tab.children} />}
      </TabsWidget>
      <Toast
        open={failure !== null}
        severity="error"
        title={texts.text('tabs.errorTitle', { tabId: node.tabId })}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
