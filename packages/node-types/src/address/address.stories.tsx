import type { ChildNode as Node } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const ZIP_TOO_SHORT = 'ZIP/Postal Code must be at least 5 characters.';

// The rules live in the config (as in partner-config): state for USA and Canada, ZIP for USA.
const nodes: Node[] = [
  {
    type: 'address',
    id: 'home_address',
    label: 'Home Address',
    prefix: '',
    lookup: true,
    parts: {
      address_line_1: { label: 'Street Address', required: true },
      address_line_2: { label: 'Apt. #' },
      city: { label: 'City', required: true },
      state: {
        label: 'State/Province',
        required: { valueKey: '{prefix}country', operator: 'in', target: ['USA', 'CAN'] },
      },
      zip: {
        label: 'ZIP/Postal Code',
        required: { valueKey: '{prefix}country', operator: 'equals', target: 'USA' },
        checks: [
          {
            type: 'minLength',
            value: 5,
            message: ZIP_TOO_SHORT,
            when: { valueKey: '{prefix}country', operator: 'equals', target: 'USA' },
          },
        ],
      },
      country: { label: 'Country', required: true },
    },
  },
];

const filled = {
  address_line_1: '100 Main Street',
  address_line_2: 'Apt. 4',
  city: 'Springfield',
  state: 'Ohio',
  state_desc: 'Ohio',
  zip: '45501',
  country: 'USA',
  country_desc: 'United States',
};

/** An address block (optional key prefix); its rules come from the config. Print: one line of text. */
const meta = {
  title: 'Widgets/Address Block',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Address' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: filled },
};

/** Street searches addresses; choosing one fills city, state and ZIP. */
export const StreetLookup: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /Street Address/ }), '100 Ma');
    await userEvent.click(await screen.findByText('100 Main Street'));
    await waitFor(() => expect(canvas.getByLabelText(/^City/)).toHaveValue('Springfield'));
  },
};

/** A US address with a short ZIP and no city, while validating. */
export const WithError: Story = {
  args: {
    webStatus: 'validating',
    answers: { ...filled, city: '', zip: '455' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ZIP_TOO_SHORT)).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: filled },
};

export const Print: Story = {
  args: { mode: 'print', answers: filled },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('100 Main Street, Apt. 4, Springfield, Ohio 45501, United States'),
    ).toBeInTheDocument();
  },
};
