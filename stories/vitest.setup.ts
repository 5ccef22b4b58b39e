import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../.storybook/preview.tsx';

// Stories rendered by Vitest get the same decorators and parameters as in Storybook.
setProjectAnnotations(preview);

// jsdom has no canvas; axe probes one for icon fonts. Answer as a browser without 2D canvas would,
// instead of jsdom's "Not implemented" noise on every check.
HTMLCanvasElement.prototype.getContext = () => null;
