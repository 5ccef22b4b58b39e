import type { ChildNode as Node } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'radio',
    key: 'has_job',
    label: 'Do you work while in school?',
    options: 'answer_yes_no',
  },
  {
    type: 'group',
    id: 'job',
    title: 'Your Job',
    visibleWhen: { valueKey: 'has_job', operator: 'equals', target: 'Y' },
    children: [
      { type: 'text', key: 'employer', label: 'Employer', required: true },
      { type: 'text', key: 'job_title', label: 'Job Title' },
    ],
  },
];

/** A titled group of questions sharing one condition; hidden (and cleared) while it fails. */
const meta = {
  title: 'Widgets/Group',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Group' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The condition does not hold yet: no group. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Your Job' })).toBeNull();
  },
};

export const Filled: Story = {
  args: { answers: { has_job: 'Y', has_job_desc: 'Yes', employer: 'Harbor Books' } },
};

export const WithError: Story = {
  args: { webStatus: 'validating', answers: { has_job: 'Y', has_job_desc: 'Yes' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter Employer', { selector: 'p' })).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { has_job: 'Y', has_job_desc: 'Yes' } },
};

export const Print: Story = {
  args: {
    mode: 'print',
    answers: { has_job: 'Y', has_job_desc: 'Yes', employer: 'Harbor Books', job_title: 'Clerk' },
  },
};
