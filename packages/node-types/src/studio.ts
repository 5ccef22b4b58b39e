/// <reference types="vite/client" />
import { nodeTypes } from './node-types.ts';
import type { NodeTypeStudio } from './studio-kit/node-type-studio.ts';

/*
 * The studio's part of every node type: its folder's `<type>.studio.ts` (its default export),
 * found by convention, so a node type needs no line here. Only the studio loads this (never the
 * applicant's app); Vite resolves the glob.
 */

export type * from './studio-kit/node-type-studio.ts';
export * from './studio-kit/sample-lookup-records.ts';

const modules = import.meta.glob<{ default: NodeTypeStudio }>('./*/*.studio.ts', { eager: true });

/** The studio files by node type (the folder's name). */
export const studioFiles = Object.entries(modules).map(([path, module]) => ({
  type: /^\.\/([^/]+)\//.exec(path)?.[1] ?? '',
  studio: module.default,
}));

const byType = new Map(studioFiles.map(({ type, studio }) => [type, studio]));

/** The studio's part of each registered node type, in the registry's order (the menu's). */
export const nodeTypeStudios: ReadonlyMap<string, NodeTypeStudio> = new Map(
  Object.keys(nodeTypes).map((type) => {
    const studio = byType.get(type);
    if (!studio) throw new Error(`Node type "${type}" has no ${type}/${type}.studio.ts.`);
    return [type, studio];
  }),
);

/** The studio's part of a node type. */
export function studioOf(type: string): NodeTypeStudio {
  const studio = nodeTypeStudios.get(type);
  if (!studio) throw new Error(`Unknown node type "${type}": it is not registered.`);
  return studio;
}
