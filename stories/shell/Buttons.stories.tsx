import {
  BUTTON_SIZES,
  FormButton,
  PreviousButton,
  SaveAndContinueButton,
  SaveButton,
  SubmitButton,
} from '@admit/mui';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/**
 * The page buttons (Save and Continue, Save, Previous: 15rem x 3rem) and the auth cards' Submit
 * (10rem x 3rem). The service-user view shows no buttons.
 */
const meta = {
  title: 'Shell/Buttons',
  component: FormButton,
} satisfies Meta<typeof FormButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bottom of a form page. */
export const PageButtons: Story = {
  render: () => (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PreviousButton />
      <SaveButton />
      <SaveAndContinueButton />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save and Continue' });
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    await expect(getComputedStyle(save).width).toBe(
      `${parseFloat(BUTTON_SIZES.save.width) * rem}px`,
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  },
};

/** The submit button of an auth card (default text Submit). */
export const Submit: Story = {
  render: () => <SubmitButton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
  },
};

/** While a save is running. */
export const Loading: Story = {
  render: () => <SaveAndContinueButton loading />,
};

export const Disabled: Story = {
  render: () => (
    <Stack direction="row" spacing={2}>
      <SaveButton disabled />
      <SaveAndContinueButton disabled />
    </Stack>
  ),
};
