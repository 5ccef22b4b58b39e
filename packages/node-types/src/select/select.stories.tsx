import type { ChildNode as Node } from '@admit/engine';
import { SelectWidget } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { formStoryArgTypes } from '../story-kit/form-story-arg-types.ts';
import { FormStory } from '../story-kit/FormStory.tsx';

const nodes: Node[] = [
  { type: 'select', key: 'country', label: 'Country', options: 'countries', required: true },
];

/**
 * A drop-down storing the value and its label (`country_desc`). The menu is at most 300px high
 * and keeps 100px from the window's edges; typed letters jump to an option for 1 second.
 */
const meta = {
  title: 'Widgets/Select',
  component: FormStory,
  argTypes: formStoryArgTypes,
  args: { nodes, title: 'Select' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { answers: { country: 'USA', country_desc: 'United States' } },
};

/** The open menu with the long country list. */
export const MenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /Country/ }));
    await expect(await screen.findByRole('option', { name: 'United States' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { webStatus: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select Country', { selector: 'p' })).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: { mode: 'loggedOut', answers: { country: 'CAN', country_desc: 'Canada' } },
};

export const Disabled: Story = {
  render: () => (
    <SelectWidget
      id="country"
      label="Country"
      value="USA"
      options={[{ label: 'United States', value: 'USA' }]}
      onChange={() => {}}
      disabled
    />
  ),
};

/** Print shows the stored label. */
export const Print: Story = {
  args: { mode: 'print', answers: { country: 'USA', country_desc: 'United States' } },
};
