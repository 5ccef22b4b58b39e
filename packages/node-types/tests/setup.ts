import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { nodeTypes } from '../src/node-types.ts';
import { renderers } from '../src/renderers.ts';
import { installNodeTypes } from '../src/story-kit/installed-node-types.ts';

// Vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(cleanup);

// The node types' own tests (in their folders) compile and render with the whole registry.
installNodeTypes({ nodeTypes, renderers });
