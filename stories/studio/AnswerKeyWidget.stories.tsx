import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { StudioEditorStory } from '../support/StudioEditorStory.tsx';

/** The studio's answer-key picker: autocompletes from the data model; a new key is added to it. */
const meta = {
  title: 'Studio/Answer key picker',
  component: StudioEditorStory,
  args: { node: { type: 'text', key: 'first_name', label: 'First Name' } },
} satisfies Meta<typeof StudioEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question storing a declared key. */
export const DeclaredKey: Story = {};

/** Typing a key the data model does not have says it will be added. */
export const NewKey: Story = {
  play: async ({ canvas }) => {
    const key = canvas.getByRole('combobox', { name: /^key/ });
    await userEvent.clear(key);
    await userEvent.type(key, 'favourite_colour');
    await expect(
      await canvas.findByText(
        '"favourite_colour" is a new answer key: it is added to the data model.',
      ),
    ).toBeInTheDocument();
  },
};

/** A key that is not snake_case is pointed out. */
export const InvalidKey: Story = {
  play: async ({ canvas }) => {
    const key = canvas.getByRole('combobox', { name: /^key/ });
    await userEvent.clear(key);
    await userEvent.type(key, 'Bad Key');
    await expect(
      await canvas.findByText(
        'Use lower-case letters, digits and underscores, starting with a letter.',
      ),
    ).toBeInTheDocument();
  },
};
