import type { Option, Section } from '@admit/engine';
import type { Node, NodeType } from '@admit/node-types';
import { nodeTypeStudios, studioOf } from '@admit/node-types/studio';
import type { StudioFiles } from './studio-files.ts';

/** The node types an author can add from the tree, with what the menu says (their studio files' names). */
export const NODE_TYPE_NAMES: Readonly<Record<NodeType, string>> = Object.fromEntries(
  [...nodeTypeStudios].map(([type, studio]) => [type, studio.name]),
) as Record<NodeType, string>;

/** Every name (key, id, button id, tab id, prefix) used anywhere in the folder's pages and data model. */
function usedNames(files: StudioFiles): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') names.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null)
      for (const [key, member] of Object.entries(value)) {
        names.add(key);
        visit(member);
      }
  };
  for (const [file, content] of Object.entries(files))
    if (file.startsWith('pages/') || file === 'data-model.json') visit(content);
  return names;
}

/** A name `<base>_<n>` (or `<base>_<n>_` for a prefix) not used anywhere in the folder. */
export function freshName(
  files: StudioFiles,
  base: string,
  suffix = '',
  taken: ReadonlySet<string> = new Set(),
): string {
  const used = usedNames(files);
  for (let n = 1; ; n++) {
    const name = `${base}_${n}${suffix}`;
    const plain = name.replace(/_$/, '');
    if (!used.has(name) && !used.has(plain) && !taken.has(name)) return name;
  }
}

/** The first option list of the folder (what a new drop-down or radio starts with), else two inline options. */
const firstOptionList = (files: StudioFiles): string | Option[] =>
  Object.keys(files)
    .filter((f) => /^options\/[^/]+\.json$/.test(f))
    .sort()[0]
    ?.slice('options/'.length, -'.json'.length) ?? [
    { label: 'First option', value: 'first' },
    { label: 'Second option', value: 'second' },
  ];

/**
 * A new node of a type, with names no other node uses and the members its schema requires (its
 * studio file's template).
 */
export function newNode(files: StudioFiles, type: NodeType): Node {
  return studioOf(type).template({
    key: freshName(files, 'new_question'),
    id: freshName(files, 'new_block'),
    label: 'New question',
    options: firstOptionList(files),
    name: (base, suffix) => freshName(files, base, suffix),
  }) as Node;
}

/** A new, empty section. */
export const newSection = (files: StudioFiles): Section => ({
  id: freshName(files, 'new_section'),
  title: 'New section',
  children: [],
});

/** Names that identify a node (answer keys, anchor ids, prefixes). */
const NAME_MEMBERS = ['key', 'id', 'buttonId', 'tabId', 'prefix'] as const;

/** A copy of a node (and of everything in it) with fresh names, so the copy is valid beside the original. */
export function duplicateNode(files: StudioFiles, node: unknown): unknown {
  const taken = new Set<string>();
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value !== 'object' || value === null) return value;
    const copy: Record<string, unknown> = {};
    for (const [member, inner] of Object.entries(value)) {
      if ((NAME_MEMBERS as readonly string[]).includes(member) && typeof inner === 'string') {
        const prefix = inner.endsWith('_');
        const base = inner.replace(/^\{prefix\}/, '').replace(/_$/, '');
        const fresh = freshName(files, `${base}_copy`, prefix ? '_' : '', taken);
        taken.add(fresh);
        copy[member] = inner.startsWith('{prefix}') ? `{prefix}${fresh}` : fresh;
      } else copy[member] = rename(inner);
    }
    return copy;
  };
  return rename(node);
}
