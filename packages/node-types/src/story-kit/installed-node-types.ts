import type { NodeTypeRegistry } from '@admit/engine';
import type { RendererEntry } from '@admit/react';

/*
 * The node types and renderers the story kit (and the tests in the node types' folders) render
 * with. They are installed by whoever composes the whole set (the Storybook preview, the test
 * setup), so a node type's stories and tests reach the other types without importing the registry
 * from inside a folder.
 */

/** The registered node types and their renderers. */
export interface InstalledNodeTypes {
  nodeTypes: NodeTypeRegistry;
  renderers: readonly RendererEntry[];
}

let installed: InstalledNodeTypes | undefined;

/** Installs the node types stories and tests render with (the Storybook preview, the test setup). */
export function installNodeTypes(set: InstalledNodeTypes): void {
  installed = set;
}

/** The installed node types and renderers; throws when nothing installed them. */
export function installedNodeTypes(): InstalledNodeTypes {
  if (!installed)
    throw new Error(
      'No node types installed: call installNodeTypes (the Storybook preview and the test setup do).',
    );
  return installed;
}
