import type { ChildNode as Node } from '@admit/engine';
import { RadioWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'radio',
    key: 'was_suspended',
    label: 'Have you ever been suspended or expelled from a school?',
    options: 'answer_yes_no',
    required: true,
  },
  { type: 'radio', key: 'gender_identity', label: 'Gender', options: 'story_genders' },
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
  args: {
    answers: {
      was_suspended: 'N',
      was_suspended_desc: 'No',
      gender_identity: 'F',
      gender_identity_desc: 'Female',
    },
  },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { was_suspended: 'N', was_suspended_desc: 'No' } },
};

export const Disabled: Story = {
  render: () => (
    <RadioWidget
      id="was_suspended"
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
    answers: {
      was_suspended: 'N',
      was_suspended_desc: 'No',
      gender_identity: 'X',
      gender_identity_desc: 'Nonbinary',
    },
  },
  play: async ({ canvasElement }) => {
    const layouts = [...canvasElement.querySelectorAll('ul[data-layout]')].map(
      (list) => (list as HTMLElement).dataset.layout,
    );
    await expect(layouts).toEqual(['row', 'columns']);
  },
};
