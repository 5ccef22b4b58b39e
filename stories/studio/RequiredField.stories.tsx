import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StudioEditorStory } from '../support/StudioEditorStory.tsx';

/** The studio's requirement field: optional, always, while a condition holds, or cases with messages. */
const meta = {
  title: 'Studio/Requirement',
  component: StudioEditorStory,
  args: { node: { type: 'text', key: 'preferred_name', label: 'Preferred First Name' } },
} satisfies Meta<typeof StudioEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Optional: choosing "only when" opens the condition builder. */
export const Optional: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Optional' })).toBeChecked();
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Required only when a condition holds' }),
    );
    await expect(canvas.getByRole('group', { name: 'Rule' })).toBeInTheDocument();
  },
};

/** Required while another answer is given. */
export const WhenACondition: Story = {
  args: {
    node: {
      type: 'text',
      key: 'preferred_name',
      label: 'Preferred First Name',
      required: { valueKey: 'first_name', operator: 'answered' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', { name: 'Required only when a condition holds' }),
    ).toBeChecked();
  },
};

/** Two cases, each with its own message. */
export const Cases: Story = {
  args: {
    node: {
      type: 'text',
      key: 'preferred_name',
      label: 'Preferred First Name',
      required: [
        {
          when: { valueKey: 'first_name', operator: 'equals', target: 'Ada' },
          message: 'Ada, enter the name you go by.',
        },
        { when: { valueKey: 'last_name', operator: 'answered' }, message: 'Enter a name.' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Case 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Case 2' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a case' }));
    await expect(canvas.getByRole('group', { name: 'Case 3' })).toBeInTheDocument();
  },
};
