import { nodeTypes } from '@admit/node-types';

/**
 * The registered node types as a config-lint message lists the values a member may take
 * (`"text", "phone" or "markdown"`), read from the registry so a new node type changes no test.
 */
export function nodeTypeList(): string {
  const quoted = Object.keys(nodeTypes).map((type) => `"${type}"`);
  return `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}
