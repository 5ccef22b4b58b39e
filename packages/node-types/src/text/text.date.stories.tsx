import type { ChildNode as Node } from '@admit/engine';
import { DateWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const TOO_YOUNG = 'You must be 13 years or older to apply.';

const nodes: Node[] = [
  {
    type: 'text',
    key: 'date_of_birth',
    label: 'Date of Birth',
    inputType: 'date',
    required: true,
    requiredMessage: 'A valid date of birth is required.',
    checks: [
      { type: 'date', message: 'A valid date of birth is required.' },
      {
        type: 'dateRange',
        min: { yearsFromToday: -100 },
        message: 'This date is not supported. Please contact help support for assistance.',
      },
      { type: 'dateRange', max: { yearsFromToday: -13 }, message: TOO_YOUNG },
    ],
  },
];

const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-05-14`;

/** A date stored as YYYY-MM-DD; text that is not a valid date clears the answer. */
const meta = {
  title: 'Widgets/Date',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Date' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: { date_of_birth: yearsAgo(17) } },
};

/** A date that fails the partner's age rule, while validating. */
export const WithError: Story = {
  args: { webStatus: 'validating', answers: { date_of_birth: yearsAgo(5) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TOO_YOUNG)).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { date_of_birth: yearsAgo(17) } },
};

export const Disabled: Story = {
  render: () => (
    <DateWidget
      id="birth-date"
      label="Date of Birth"
      value="2008-05-14"
      onChange={() => {}}
      disabled
    />
  ),
};

export const Print: Story = {
  args: { mode: 'print', answers: { date_of_birth: yearsAgo(17) } },
};
