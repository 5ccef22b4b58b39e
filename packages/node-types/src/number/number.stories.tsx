import type { ChildNode as Node } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'number',
    key: 'service_hours',
    label: 'Hours of Community Service',
    help: 'Over the last twelve months.',
    unit: 'hours',
    minimum: 0,
    maximum: 2000,
    step: 1,
  },
  {
    type: 'number',
    key: 'gpa_weighted',
    label: 'Weighted GPA',
    minimum: 0,
    maximum: 5,
    step: 0.01,
  },
];

/** A number with its unit after the input and a range; a phone shows its number keypad. */
const meta = {
  title: 'Widgets/Number',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Number' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typing a number keeps it as written. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Hours of Community Service' });
    await userEvent.type(input, '120');
    await expect(input).toHaveValue('120');
    await expect(canvas.getByText('hours')).toBeInTheDocument();
  },
};

/** Out of range, or not on the step: the message names the label and the range. */
export const WithError: Story = {
  args: { webStatus: 'validating', answers: { service_hours: '2500', gpa_weighted: '3.875' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Hours of Community Service: please enter a whole number from 0 to 2000.'),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Weighted GPA: please enter a number from 0 to 5, in steps of 0.01.'),
    ).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { service_hours: '120' } },
};

/** The staff view: the answer and its unit. */
export const Print: Story = {
  args: { mode: 'print', answers: { service_hours: '120', gpa_weighted: '3.87' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('120 hours')).toBeInTheDocument();
  },
};
