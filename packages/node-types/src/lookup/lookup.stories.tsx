import type { ChildNode as Node } from '@admit/engine';
import { LookupWidget, lookupUseText } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { fakeLookupClient } from '../story-kit/fake-lookup-client.ts';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'lookup',
    key: 'college_name',
    label: 'Which college did you attend most recently?',
    category: 'college_ceeb',
    creatable: true,
    required: true,
    requiredMessage: 'Search for your college.',
    fills: { ceeb: 'college_code' },
    help: 'Start typing and choose your college from the list.',
  },
  { type: 'text', key: 'college_code', label: 'College Code' },
];

/**
 * Search as you type (200 ms debounce, at most 500 ms between searches), at most 5 results with
 * their sub-text, free text offered as "Use: <text>". A chosen result fills the mapped answers.
 * The stories search a few fictional records (a fake LookupClient).
 */
const meta = {
  title: 'Widgets/Lookup',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Lookup' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: { college_name: 'Lakeside Community College', college_code: '001122' } },
};

/** Typed text shows the matching results and the "Use: <text>" choice. */
export const Suggestions: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox'), 'Lake');
    await expect(await screen.findByText('Lakeside Community College')).toBeInTheDocument();
    await expect(screen.getByText('Lakeview State College')).toBeInTheDocument();
    await expect(screen.getByText(lookupUseText('Lake'))).toBeInTheDocument();
  },
};

/** Choosing a result stores its name and fills the code. */
export const ChoosingFillsFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox'), 'Lakeside');
    await userEvent.click(await screen.findByText('Lakeside Community College'));
    await waitFor(() => expect(canvas.getByLabelText('College Code')).toHaveValue('001122'));
  },
};

/** A failed search shows no suggestions, only the free-text choice. */
export const SearchFailure: Story = {
  args: { services: { lookups: fakeLookupClient({ failSearch: true }) } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox'), 'Lake');
    await expect(await screen.findByText(lookupUseText('Lake'))).toBeInTheDocument();
    await expect(screen.queryByText('Lakeside Community College')).toBeNull();
  },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search for your college.')).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { college_name: 'Lakeview State College' } },
};

export const Disabled: Story = {
  render: () => (
    <LookupWidget
      id="college"
      label="Which college did you attend most recently?"
      value="Lakeview State College"
      search={async () => []}
      onChoose={() => {}}
      onText={() => {}}
      disabled
    />
  ),
};

export const Print: Story = {
  args: {
    mode: 'print',
    answers: { college_name: 'Lakeside Community College', college_code: '001122' },
  },
};
