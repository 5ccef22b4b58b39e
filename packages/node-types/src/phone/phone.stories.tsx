import type { ChildNode as Node } from '@admit/engine';
import { PhoneWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const INVALID = 'Please enter a valid home phone number.';

const nodes: Node[] = [
  { type: 'phone', key: 'home_phone_number', label: 'Home Phone', invalidMessage: INVALID },
  { type: 'phone', key: 'phone_abroad', label: 'International Phone', international: true },
];

/** A US phone number, formatted to (ddd) ddd-dddd while typing; international numbers are free-form. */
const meta = {
  title: 'Widgets/Phone',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Phone' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typing digits formats them. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Home Phone');
    await userEvent.type(input, '4105550142');
    await expect(input).toHaveValue('(410) 555-0142');
  },
};

/** An area code starting with 1 is not a valid number. */
export const WithError: Story = {
  args: { webStatus: 'validating', answers: { home_phone_number: '(110) 555-0142' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(INVALID)).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { home_phone_number: '(410) 555-0142' } },
};

export const Disabled: Story = {
  render: () => (
    <PhoneWidget
      id="phone"
      label="Home Phone"
      value="(410) 555-0142"
      onChange={() => {}}
      disabled
    />
  ),
};

export const Print: Story = {
  args: {
    mode: 'print',
    answers: { home_phone_number: '(410) 555-0142', phone_abroad: '+44 20 7946 0958' },
  },
};
