import { nodeTypes } from '@admit/node-types';
import { renderers } from '@admit/node-types/renderers';
import { installNodeTypes } from '@admit/node-types/story-kit';
import type { Preview } from '@storybook/react-vite';
import { withAdmitTheme } from '../stories/support/with-admit-theme.tsx';

// The node types' stories (in their folders) render with every registered type.
installNodeTypes({ nodeTypes, renderers });

/** Every story in the partner theme; stories fill the canvas like a page of the application. */
const preview: Preview = {
  decorators: [withAdmitTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
