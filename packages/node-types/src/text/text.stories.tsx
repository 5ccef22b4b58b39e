import type { ChildNode as Node } from '@admit/engine';
import { TextWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  { type: 'text', key: 'given_name', label: 'First Name', required: true },
  { type: 'text', key: 'name_used', label: 'Preferred Name', help: 'The name you go by.' },
];

/** A one-line text answer (45 characters unless the question says otherwise). */
const meta = {
  title: 'Widgets/Text',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Text' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: { given_name: 'Jordan', name_used: 'Jo' } },
};

/** A required question left empty, while the web status is validating. */
export const WithError: Story = {
  args: { webStatus: 'validating' },
};

/** The same missing answer before a submit was tried: no message yet. */
export const ErrorHiddenUntilValidating: Story = {
  args: { webStatus: 'started' },
};

/** Visitors without an account may fill text answers too. */
export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { given_name: 'Jordan' } },
};

export const Disabled: Story = {
  render: () => (
    <TextWidget id="first-name" label="First Name" value="Jordan" onChange={() => {}} disabled />
  ),
};

/** The service-user view: answered questions as text, nothing else. */
export const Print: Story = {
  args: { mode: 'print', answers: { given_name: 'Jordan' } },
};
