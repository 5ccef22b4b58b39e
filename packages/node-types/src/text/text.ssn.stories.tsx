import type { ChildNode as Node } from '@admit/engine';
import { SsnWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'text',
    key: 'social_security_number',
    label: 'Social Security Number',
    category: 'ssn',
    required: true,
  },
];

/** A social-security-style number, stored as 3-2-4 digits separated by hyphens. */
const meta = {
  title: 'Widgets/SSN',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'SSN' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typing nine digits gives the 3-2-4 form. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Social Security Number/);
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('123-45-6789');
  },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { social_security_number: '123-45-6789' } },
};

export const Disabled: Story = {
  render: () => (
    <SsnWidget
      id="ssn"
      label="Social Security Number"
      value="123-45-6789"
      onChange={() => {}}
      disabled
    />
  ),
};

export const Print: Story = {
  args: { mode: 'print', answers: { social_security_number: '123-45-6789' } },
};
