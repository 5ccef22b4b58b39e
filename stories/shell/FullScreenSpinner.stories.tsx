import { FullScreenSpinner } from '@admit/mui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

/** The loading spinner covering the whole screen. */
const meta = {
  title: 'Shell/Full Screen Spinner',
  component: FullScreenSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { open: true },
  play: async () => {
    await expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};
