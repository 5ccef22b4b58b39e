import type { Node } from '@admit/engine';
import { RadioWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryArgTypes } from '../support/form-story-arg-types.ts';
import { FormStory } from '../support/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'radio',
    key: 'suspended',
    label: 'Have you ever been suspended or expelled from a school?',
    options: 'yes_no',
    required: true,
  },
  { type: 'radio', key: 'gender', label: 'Gender', options: 'genders' },
];

/** Radio buttons storing the value and the label (`_desc`); print lists every option, in columns past 2. */
const meta = {
  title: 'Widgets/Radio',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Radio' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: { suspended: 'N', suspended_desc: 'No', gender: 'F', gender_desc: 'Female' } },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { suspended: 'N', suspended_desc: 'No' } },
};

export const Disabled: Story = {
  render: () => (
    <RadioWidget
      id="suspended"
      label="Have you ever been suspended or expelled from a school?"
      value="N"
      options={[
        { label: 'Yes', value: 'Y' },
        { label: 'No', value: 'N' },
      ]}
      onChange={() => {}}
      disabled
    />
  ),
};

/** Two options print in a row; four options print in columns. */
export const Print: Story = {
  args: {
    mode: 'print',
    answers: { suspended: 'N', suspended_desc: 'No', gender: 'X', gender_desc: 'Nonbinary' },
  },
  play: async ({ canvasElement }) => {
    const layouts = [...canvasElement.querySelectorAll('ul[data-layout]')].map(
      (list) => (list as HTMLElement).dataset.layout,
    );
    await expect(layouts).toEqual(['row', 'columns']);
  },
};
