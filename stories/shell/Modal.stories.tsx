import { MODAL_SIZES, Modal } from '@admit/mui';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

/** The dialog: a title (default "Error"), a close button and three widths (xs 30rem, s 60rem, m 80vw). */
const meta = {
  title: 'Shell/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Help',
    children:
      'For technical help, email the help desk. To read the PDF copy of your application you need a PDF reader.',
  },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(MODAL_SIZES) } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const paperSize = async () =>
  (await screen.findByRole('dialog')).closest<HTMLElement>('[data-size]')?.dataset.size;

/** xs: 30rem (the default). */
export const ExtraSmall: Story = {
  args: { size: 'xs' },
  play: async () => {
    await expect(await paperSize()).toBe('xs');
  },
};

/** s: 60rem. */
export const Small: Story = {
  args: { size: 's', title: 'Privacy and Cookies' },
  play: async () => {
    await expect(await paperSize()).toBe('s');
  },
};

/** m: 80vw. */
export const Medium: Story = {
  args: { size: 'm', title: 'Residency Statement' },
  play: async () => {
    await expect(await paperSize()).toBe('m');
  },
};

/** Without a title a modal is titled "Error". */
export const DefaultTitle: Story = {
  args: { title: undefined, children: 'Something went wrong while saving your answers.' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
  },
};

/** With buttons under the content. */
export const WithActions: Story = {
  args: {
    title: 'Still working?',
    children: 'You have been inactive for a little while. Would you like to stay logged in?',
    actions: (
      <DialogActions>
        <Button variant="contained">Yes - Take me back to my application</Button>
        <Button>No - Please log me out</Button>
      </DialogActions>
    ),
  },
};
