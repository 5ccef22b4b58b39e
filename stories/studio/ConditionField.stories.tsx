import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StudioEditorStory } from '../support/StudioEditorStory.tsx';

/** The studio's condition builder: rules (answer key, operator, target) combined with all/any/not. */
const meta = {
  title: 'Studio/Condition builder',
  component: StudioEditorStory,
  args: { node: { type: 'text', key: 'preferred_name', label: 'Preferred First Name' } },
} satisfies Meta<typeof StudioEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No condition yet: one button adds a rule. */
export const NoCondition: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a condition' }));
    await expect(canvas.getByRole('group', { name: 'Rule' })).toBeInTheDocument();
  },
};

/** One rule. */
export const OneRule: Story = {
  args: {
    node: {
      type: 'text',
      key: 'preferred_name',
      label: 'Preferred First Name',
      visibleWhen: { valueKey: 'first_name', operator: 'answered' },
    },
  },
};

/** All of a rule and the negation of a list rule. */
export const Nested: Story = {
  args: {
    node: {
      type: 'text',
      key: 'preferred_name',
      label: 'Preferred First Name',
      visibleWhen: {
        all: [
          { valueKey: 'first_name', operator: 'answered' },
          { not: { valueKey: 'last_name', operator: 'in', target: ['Smith', 'Jones'] } },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'All of these hold' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'This does not hold' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('group', { name: 'Rule' })).toHaveLength(2);
  },
};
