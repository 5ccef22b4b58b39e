import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useText } from '@admit/react';
import { Modal } from '../shell/Modal.tsx';

/** What choosing a tab gives: switched, or blocked with a dialog to show. */
export type TabChoice =
  { blocked: false } | { blocked: true; dialog?: { title: string; text: string } };

export interface TabsWidgetProps {
  id?: string | undefined;
  label?: string | undefined;
  tabs: readonly { value: string; label: string }[];
  chosen: string;
  /** False when logged out: only the chosen tab shows, without the tab strip. */
  canChoose?: boolean | undefined;
  onChoose(value: string): TabChoice | Promise<TabChoice>;
  /** Content of the chosen tab. */
  children?: ReactNode;
}

/** Alternative sets of questions; switching is refused with a dialog while an upload is busy. */
export function TabsWidget({
  id,
  label,
  tabs,
  chosen,
  canChoose = true,
  onChoose,
  children,
}: TabsWidgetProps) {
  const baseId = useId();
  const t = useText();
  // The dialog's text stays while it closes, so the closing dialog never shows a default title.
  // Without a dialog of its own, a blocked switch shows the catalogue's upload dialog.
  const [own, setDialog] = useState<{ title: string; text: string } | undefined>();
  const dialog = own ?? { title: t.text('tabs.uploadTitle'), text: t.text('tabs.uploadText') };
  const [blocked, setBlocked] = useState(false);
  const shownTabs = canChoose ? tabs : tabs.filter((tab) => tab.value === chosen);
  const panelId = `${baseId}-panel`;
  const tabId = (value: string) => `${baseId}-tab-${value}`;
  return (
    <Box id={id}>
      {label && (
        <Typography variant="subtitle1" component="h3">
          {label}
        </Typography>
      )}
      {canChoose && (
        <Tabs
          value={chosen}
          aria-label={label}
          onChange={async (_event, value: string) => {
            if (value === chosen) return;
            const result = await onChoose(value);
            if (!result.blocked) return;
            setDialog(result.dialog);
            setBlocked(true);
          }}
        >
          {shownTabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              id={tabId(tab.value)}
              aria-controls={panelId}
            />
          ))}
        </Tabs>
      )}
      <Box
        id={panelId}
        role={canChoose ? 'tabpanel' : undefined}
        aria-labelledby={canChoose ? tabId(chosen) : undefined}
        sx={{ pt: 1 }}
      >
        {children}
      </Box>
      <Modal open={blocked} onClose={() => setBlocked(false)} title={dialog.title}>
        {dialog.text}
      </Modal>
    </Box>
  );
}
