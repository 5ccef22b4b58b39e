import { CHECKED_MARKER, UNCHECKED_MARKER } from '@admit/engine';
import type { ChildNode as Node } from '@admit/engine';
import { CheckboxGroupWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const items = [
  { key: 'interest_arts', label: 'Arts' },
  { key: 'interest_athletics', label: 'Athletics' },
  { key: 'interest_service', label: 'Community service' },
  { key: 'interest_science', label: 'Science clubs' },
];

const nodes: Node[] = [
  {
    type: 'checkboxGroup',
    id: 'interests',
    label: 'Which activities interest you? Select all that apply.',
    required: true,
    requiredMessage: 'Please choose at least one activity.',
    items,
  },
];

/** Several boxes under one label, each storing a boolean under its own key; one rule for the group. */
const meta = {
  title: 'Widgets/Checkbox Group',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Checkbox group' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: { interest_arts: true, interest_service: true } },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose at least one activity.')).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { interest_athletics: true } },
};

export const Disabled: Story = {
  render: () => (
    <CheckboxGroupWidget
      id="interests"
      label="Which activities interest you? Select all that apply."
      items={items.map((item, index) => ({ ...item, value: index === 0 }))}
      onChange={() => {}}
      disabled
    />
  ),
};

/** Every box with its marker. */
export const Print: Story = {
  args: { mode: 'print', answers: { interest_arts: true, interest_service: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${CHECKED_MARKER} Arts`)).toBeInTheDocument();
    await expect(canvas.getByText(`${UNCHECKED_MARKER} Athletics`)).toBeInTheDocument();
  },
};
