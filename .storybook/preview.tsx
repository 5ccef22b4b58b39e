import type { Preview } from '@storybook/react-vite';
import { withAdmitTheme } from '../stories/support/with-admit-theme.tsx';

/** Every story in the partner theme; stories fill the canvas like a page of the application. */
const preview: Preview = {
  decorators: [withAdmitTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
