import { renderers } from '@admit/node-types/renderers';
import { createRegistry } from '@admit/react';

/** The renderers of the app: each node type's (drawn with the MUI widget set). */
export const registry = createRegistry(renderers);
