import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StudioEditorStory } from '../support/StudioEditorStory.tsx';

/** The studio's option-list picker: a list of the folder (edited in place), inline options or years. */
const meta = {
  title: 'Studio/Option list picker',
  component: StudioEditorStory,
  args: { node: { type: 'radio', key: 'story_answer', label: 'Yes or no?', options: 'yes_no' } },
} satisfies Meta<typeof StudioEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named list of the folder, its options editable. */
export const NamedList: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Editing options/yes_no.json: every question using this list changes.'),
    ).toBeInTheDocument();
  },
};

/** Options written on the question; a row can be added. */
export const InlineOptions: Story = {
  args: {
    node: {
      type: 'select',
      key: 'story_answer',
      label: 'Pick one',
      options: [
        { label: 'First', value: 'first' },
        { label: 'Second', value: 'second' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add option' }));
    await expect(canvas.getByRole('textbox', { name: 'Label 3' })).toHaveValue('New option');
  },
};

/** Generated years. */
export const Years: Story = {
  args: {
    node: {
      type: 'select',
      key: 'story_answer',
      label: 'Year',
      options: { type: 'years', count: 5, direction: 'past' },
    },
  },
};
