import type { ChildNode as Node } from '@admit/engine';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  {
    type: 'school',
    id: 'high_school',
    label: 'High School',
    prefix: 'hs_',
    category: 'hs_ceeb',
    country: true,
    parts: {
      name: {
        label: 'High School Name',
        required: true,
        requiredMessage: 'Search for Your School',
      },
      ceeb: { label: 'CEEB Code' },
    },
  },
];

const filled = {
  hs_name: 'Lincoln High School',
  hs_address_line_1: '400 School Street',
  hs_city: 'Springfield',
  hs_state: 'Ohio',
  hs_zip: '45501',
  hs_ceeb: '365120',
  hs_country: 'USA',
  hs_country_desc: 'United States',
};

/** A school: name search (creatable), address, city, state, ZIP, CEEB code and country. */
const meta = {
  title: 'Widgets/School Block',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'School' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: filled },
};

/** Choosing a school from the search fills its address and CEEB code. */
export const NameSearch: Story = {
  play: async ({ canvas }) => {
    // The search widget loads with the first lookup question (LazyLookupWidget).
    await userEvent.type(
      await canvas.findByRole('combobox', { name: /High School Name/ }),
      'Lincoln',
    );
    await userEvent.click(await screen.findByText('Lincoln High School'));
    await waitFor(() => expect(canvas.getByLabelText(/CEEB Code/)).toHaveValue('365120'));
  },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search for Your School')).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: filled },
};

/** Print: "name (Ceeb: code)", then the school's address parts as answers of their own. */
export const Print: Story = {
  args: { mode: 'print', answers: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lincoln High School (Ceeb: 365120)')).toBeInTheDocument();
    await expect(canvas.getByText('400 School Street')).toBeInTheDocument();
    await expect(canvas.getByText('Springfield')).toBeInTheDocument();
    await expect(canvas.getByText('United States')).toBeInTheDocument();
  },
};
