import { TAB_SWITCH_BLOCKED_DIALOG } from '@admit/engine';
import type { ChildNode as Node } from '@admit/engine';
import { DOCUMENT_ANSWERED } from '@admit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'tabs',
    tabId: 'guardianship_proof',
    label: 'Proof of guardianship: upload the court order, or explain it in writing.',
    defaultTab: 'upload',
    tabs: [
      {
        value: 'upload',
        label: 'Upload a document',
        children: [
          {
            type: 'file',
            key: 'guardianship_document',
            label: 'Court Order Appointing Your Legal Guardian',
            required: true,
          },
        ],
      },
      {
        value: 'essay',
        label: 'Write an explanation',
        children: [
          {
            type: 'text',
            key: 'guardianship_essay',
            label: 'Explain when and why this person became your legal guardian.',
            inputType: 'textarea',
            maxLength: 3000,
            required: true,
          },
        ],
      },
    ],
  },
];

const uploaded = {
  answers: { guardianship_document: DOCUMENT_ANSWERED },
  documents: { guardianship_document: { file_name: 'court-order.pdf', file_size: 48213 } },
};

/**
 * Alternative sets of questions. The choice is saved; leaving a tab clears its answers and deletes
 * its uploaded file; switching is blocked while a conversion is busy.
 */
const meta = {
  title: 'Widgets/Tabs',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Tabs' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The second tab chosen and answered. */
export const Filled: Story = {
  args: {
    tabs: { guardianship_proof: 'essay' },
    answers: { guardianship_essay: 'My aunt became my guardian in 2019 by a county court order.' },
  },
};

/** Switching tabs while a file converts is refused with a dialog. */
export const BlockedDuringUpload: Story = {
  args: { conversions: { guardianship_document: 'IN_PROGRESS' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Write an explanation' }));
    const dialog = await screen.findByRole('dialog', { name: TAB_SWITCH_BLOCKED_DIALOG.title });
    await expect(within(dialog).getByText(TAB_SWITCH_BLOCKED_DIALOG.text)).toBeInTheDocument();
  },
};

/** Switching away from an uploaded file deletes it: coming back shows no file. */
export const SwitchingDeletesFile: Story = {
  args: uploaded,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Write an explanation' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Upload a document' }));
    await expect(canvas.queryByText(/court-order\.pdf/)).toBeNull();
  },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
};

/** Logged out: only the default tab, without the tab strip. */
export const LoggedOut: Story = {
  args: { mode: 'loggedOut', tabs: { guardianship_proof: 'essay' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByText(/Court Order Appointing/)).toBeInTheDocument();
  },
};

export const Print: Story = {
  args: { mode: 'print', ...uploaded },
};
