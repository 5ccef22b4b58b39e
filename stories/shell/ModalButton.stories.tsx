import { ModalButton } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { FormStory } from '../support/FormStory.tsx';

/** A button opening a modal (Help, Privacy); hidden for service users. */
const meta = {
  title: 'Shell/Modal Button',
  component: ModalButton,
  args: {
    buttonText: 'Help',
    title: 'Help',
    children: 'For technical help, email the help desk.',
  },
} satisfies Meta<typeof ModalButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Opened: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await expect(await screen.findByRole('dialog', { name: 'Help' })).toBeInTheDocument();
  },
};

/** The service-user view hides the opening button. */
export const ServiceUser: Story = {
  render: (args) => (
    <>
      <FormStory
        mode="print"
        title="Page"
        nodes={[{ type: 'text', key: 'first_name', label: 'First Name' }]}
        answers={{ first_name: 'Jordan' }}
      />
      <ModalButton {...args} hidden />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Help' })).toBeNull();
  },
};
