import { muiRenderers } from '@admit/mui';
import { createRegistry } from '@admit/react';

/** The renderers of the app: the MUI widget set. */
export const registry = createRegistry(muiRenderers);
