import type { ChildNode as Node } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'addAnother',
    buttonId: 'activities',
    label: 'Activity {n}',
    prefix: 'activity_',
    max: 3,
    children: [
      { type: 'text', key: 'name', label: 'Activity Name', required: true },
      { type: 'select', key: 'years', label: 'Years Involved', options: 'story_years' },
    ],
  },
];

/**
 * A block repeated with the Add Another button, up to its maximum (at most 10). The count is saved
 * through an injected client (here a fake one); logged-out visitors cannot add blocks.
 */
const meta = {
  title: 'Widgets/Add Another',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Add another' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Two blocks filled in. */
export const Filled: Story = {
  args: {
    addAnother: { activities: 2 },
    answers: { activity_name: 'Robotics club', activity_2_name: 'Swim team' },
  },
};

/** Each click shows one more block; at the maximum the button is disabled. */
export const AddingToTheMaximum: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add Another' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(canvas.getByRole('heading', { name: 'Activity 3' })).toBeInTheDocument();
    await expect(button).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { webStatus: 'validating', addAnother: { activities: 2 } },
};

/** Logged out: the button is disabled. */
export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { activity_name: 'Robotics club' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Another' })).toBeDisabled();
  },
};

/** Print: the answered blocks, no button. */
export const Print: Story = {
  args: {
    mode: 'print',
    addAnother: { activities: 2 },
    answers: { activity_name: 'Robotics club', activity_2_name: 'Swim team' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
