import { TOAST_DURATIONS, Toast } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';

/** A success or error message at the top (success 5 s, error 5 min); swiping 50px dismisses it. */
const meta = {
  title: 'Shell/Toast',
  component: Toast,
  args: { open: true, onClose: fn(), severity: 'success', message: '' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { severity: 'success', message: 'Your application was successfully submitted.' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Your application was successfully submitted.',
    );
  },
};

/** An error with its label, read before the message. */
export const ErrorMessage: Story = {
  args: {
    severity: 'error',
    title: 'Login Card Error',
    message: 'Your session is invalid. Please clear your cookies and login again.',
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(/^Login Card Error:/);
  },
};

/** How long each kind stays. */
export const Durations: Story = {
  args: {
    severity: 'success',
    message: `Success toasts stay ${TOAST_DURATIONS.success / 1000} s; error toasts ${TOAST_DURATIONS.error / 60000} min.`,
  },
};
