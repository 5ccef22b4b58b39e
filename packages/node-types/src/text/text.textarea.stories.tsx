import type { ChildNode as Node } from '@admit/engine';
import { TextareaWidget, characterCountText } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'text',
    key: 'personal_statement',
    label: 'Tell us about an experience that shaped you.',
    inputType: 'textarea',
    required: true,
    requiredMessage: 'Please write your personal statement.',
  },
];

const STATEMENT =
  'Volunteering at the community garden taught me to plan a season ahead, to share tools and to ask for help before a problem grows.';

/** A long answer, committed on blur, with the counter "Character count: n / limit" (default limit 1500). */
const meta = {
  title: 'Widgets/Textarea',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Textarea' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(characterCountText(0, 1500))).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { answers: { personal_statement: STATEMENT } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(characterCountText(STATEMENT.length, 1500))).toBeInTheDocument();
  },
};

/** A question with its own limit. */
export const ShortLimit: Story = {
  args: {
    nodes: [
      {
        type: 'text',
        key: 'activity',
        label: 'Describe your main activity.',
        inputType: 'textarea',
        maxLength: 200,
      },
    ],
    answers: { activity: 'Captain of the robotics team.' },
  },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please write your personal statement.')).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { personal_statement: STATEMENT } },
};

export const Disabled: Story = {
  render: () => (
    <TextareaWidget
      id="statement"
      label="Tell us about an experience that shaped you."
      value={STATEMENT}
      onChange={() => {}}
      disabled
    />
  ),
};

export const Print: Story = {
  args: { mode: 'print', answers: { personal_statement: STATEMENT } },
};
